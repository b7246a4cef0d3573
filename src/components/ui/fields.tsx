import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { joinTokens } from '../../lib/join-tokens';

interface FieldShellProps {
  label: string;
  /** A fixed id for the control (otherwise one is generated). */
  id?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Ids of help shown elsewhere (a list's explainer above the field), read after the hint. */
  describedBy?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * Help for a field, which points here (aria-describedby). Beside other controls in a row it goes
 * under the whole row (`className="basis-full"`), so it does not push its field below the others.
 */
export function FieldHint({
  id,
  className = '',
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={`text-xs text-slate-600 dark:text-slate-300 ${className}`}>
      {children}
    </p>
  );
}

/** What is wrong with a field, in red right under it; the field points here (aria-describedby). */
function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

/** Label, hint and error wired to one control; the error sits right under the field. */
export function FieldShell({
  label,
  error,
  hint,
  optional,
  children,
  id: fixedId,
  describedBy: extraIds,
}: FieldShellProps) {
  const t = useMessages(commonMessages);
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = joinTokens(hint ? hintId : null, extraIds, error ? errorId : null);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-300">
            ({t('optional')})
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

type Common = { label: string; error?: string | undefined; hint?: ReactNode; optional?: boolean };

export function TextField({
  label,
  error,
  hint,
  optional,
  ref,
  className = '',
  'aria-describedby': extraDescribedBy,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional ?? false}
      id={input.id}
      describedBy={extraDescribedBy}
    >
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`input ${className}`}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  ref,
  className = '',
  'aria-describedby': extraDescribedBy,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional ?? false}
      id={input.id}
      describedBy={extraDescribedBy}
    >
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`input ${className}`}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  ref,
  className = '',
  children,
  'aria-describedby': extraDescribedBy,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional ?? false}
      id={input.id}
      describedBy={extraDescribedBy}
    >
      {({ id, describedBy, invalid }) => (
        <select
          ref={ref}
          {...input}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          // As tall as a text field (Chrome sizes a select by its font, not its line height), so
          // the labels of a row of fields stand on one line.
          className={`input min-h-[2.375rem] ${className}`}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  hint,
  error,
  ref,
  ...input
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
} & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const generatedId = useId();
  const id = input.id ?? generatedId;
  const describedBy = joinTokens(hint ? `${id}-hint` : null, error ? `${id}-error` : null);
  return (
    <div className="flex items-start gap-2">
      <input
        ref={ref}
        {...input}
        id={id}
        type="checkbox"
        // Its own size whatever the label beside it: a flex item would shrink for a long hint.
        className="mt-1 h-4 w-4 shrink-0"
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            {hint}
          </p>
        )}
        <FieldErrorText id={`${id}-error`} error={error} />
      </div>
    </div>
  );
}
