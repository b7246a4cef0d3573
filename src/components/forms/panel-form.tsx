import type { FormHTMLAttributes } from 'react';

export interface PanelFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  /** Usually a `useGuardedSubmit` handler. */
  onSubmit: () => unknown;
}

/**
 * A form the panel checks and sends itself: no browser validation bubbles, and the browser never
 * submits it, not even while a guarded submit is still in flight and ignores the event.
 */
export function PanelForm({ onSubmit, children, ...props }: PanelFormProps) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
