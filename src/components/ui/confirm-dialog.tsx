import { useId, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorAlert } from './error-alert';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words; danger is said here. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  pending?: boolean;
  error?: unknown;
  /** When set, the confirm button works only after this exact text is typed. */
  typedConfirmation?: string;
  /** Extra inputs (a template choice…) shown above the buttons. */
  extra?: ReactNode;
  /** Extra condition for the confirm button (say, a required choice made). */
  canConfirm?: boolean;
}

type BodyProps = Omit<ConfirmDialogProps, 'open' | 'title'> & { descriptionId: string };

/** Lives only while the dialog is open, so typed text never survives a close. */
function ConfirmBody({
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  danger = false,
  pending = false,
  error,
  typedConfirmation,
  extra,
  canConfirm = true,
  descriptionId,
}: BodyProps) {
  const t = useMessages(commonMessages);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const ready =
    canConfirm && (typedConfirmation === undefined || typed === typedConfirmation) && !pending;
  return (
    <>
      <div id={descriptionId} className="flex flex-col gap-2 text-sm">
        {children}
      </div>
      {extra}
      {typedConfirmation !== undefined && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('typeToConfirm', { text: typedConfirmation })}
          </label>
          <input
            id={inputId}
            className="input font-mono"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      )}
      {error !== undefined && error !== null && <ErrorAlert error={error} compact />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          disabled={!ready}
          onClick={() => {
            if (ready) onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}

export function ConfirmDialog({ open, title, ...rest }: ConfirmDialogProps) {
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={rest.onCancel}
      tone={rest.danger ? 'danger' : 'default'}
      describedBy={descriptionId}
    >
      <ConfirmBody {...rest} descriptionId={descriptionId} />
    </Dialog>
  );
}
