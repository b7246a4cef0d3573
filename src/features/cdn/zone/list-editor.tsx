import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  useController,
  useFormContext,
  type FieldError as FormFieldError,
  type Merge,
} from 'react-hook-form';
import { entryProblem, type EntryRule } from '../../../api/cdn/allowlists';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/fields';
import { focusAfterRemoval, removesItem } from '../../../components/ui/focus-fallback';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';
import type { CdnZoneFormValues } from './zone-form-values';

export type ListFieldName = 'waf.ipAllowlist' | 'waf.uaAllowlist' | 'waf.pathAllowlist';
type ListErrors = Merge<FormFieldError, (FormFieldError | undefined)[]> | undefined;

export interface ListEditorProps {
  name: ListFieldName;
  label: string;
  hint: string;
  addLabel: string;
  rule: EntryRule;
  errors: ListErrors;
  disabled?: boolean;
}

/**
 * One allowlist: its entries, each removable, and a field to add one. An entry is checked
 * before it is added; errors the server puts on an entry (`/waf/ipAllowlist/2`) show beside it.
 */
export function ListEditor({
  name,
  label,
  hint,
  addLabel,
  rule,
  errors,
  disabled = false,
}: ListEditorProps) {
  const t = useMessages(zoneMessages);
  const { control, clearErrors } = useFormContext<CdnZoneFormValues>();
  const { field } = useController({ control, name });
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const headingId = useId();
  const hintId = useId();
  const group = useRef<HTMLDivElement>(null);
  const draftField = useRef<HTMLInputElement>(null);
  const entries = field.value;
  const translate = t.message;

  const add = () => {
    const entry = draft.trim();
    const problem = entryProblem(rule, entry, entries);
    if (problem) {
      setDraftProblem(problem);
      return;
    }
    field.onChange([...entries, entry]);
    setDraft('');
    setDraftProblem(null);
  };
  const remove = (index: number) => {
    flushSync(() => {
      clearErrors(name);
      field.onChange(entries.filter((_, position) => position !== index));
    });
    focusAfterRemoval(group.current, index, [draftField.current]);
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the whole settings form.
    event.preventDefault();
    add();
  };

  return (
    <div ref={group} role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <div>
        <h4 id={headingId} className="text-sm font-semibold">
          {label}
        </h4>
        <p id={hintId} className="muted text-xs">
          {hint}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="muted text-sm">{t('emptyList')}</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-labelledby={headingId}>
          {entries.map((entry, index) => {
            const error = translate(errors?.[index]?.message);
            return (
              <li
                key={`${entry}-${index}`}
                className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-2 py-1 dark:border-slate-700"
              >
                <code className="min-w-0 flex-1 wrap-anywhere text-sm">{entry}</code>
                <Button
                  size="sm"
                  variant="ghost"
                  {...removesItem}
                  onClick={() => remove(index)}
                  disabled={disabled}
                  aria-label={t('remove', { item: entry })}
                >
                  {t('removeShort')}
                </Button>
                {error && (
                  <p className="w-full text-xs font-medium text-red-700 dark:text-red-300">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* Add stands beside the field's box, under its label (mt-6), not at the foot of the
          field, which an error under the box lowers. */}
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-48 flex-1">
          <TextField
            ref={draftField}
            label={addLabel}
            aria-describedby={hintId}
            value={draft}
            error={translate(draftProblem ?? undefined)}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftProblem(null);
            }}
            onKeyDown={addOnEnter}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
          />
        </div>
        <Button onClick={add} disabled={disabled} className="mt-6">
          {t('add')}
        </Button>
      </div>
    </div>
  );
}
