import { useId } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { mailPresetIds, type MailPresetId } from './mail-presets';
import { mailPresetMessages } from './messages';

/** The four presets as radios; one that cannot be used here is disabled with its reason. */
export function PresetChoice({
  chosen,
  onChoose,
  reasonOf,
}: {
  chosen: MailPresetId | null;
  onChoose: (preset: MailPresetId) => void;
  reasonOf: (preset: MailPresetId) => string | null;
}) {
  const t = useMessages(mailPresetMessages);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t('legend')}</legend>
      {mailPresetIds.map((preset) => {
        const reason = reasonOf(preset);
        return (
          <label key={preset} className="flex items-start gap-2">
            <input
              type="radio"
              name={`${id}-preset`}
              value={preset}
              className="mt-1 h-4 w-4 shrink-0"
              checked={chosen === preset}
              disabled={reason !== null}
              aria-labelledby={`${id}-${preset}-name`}
              aria-describedby={`${id}-${preset}-hint`}
              onChange={() => onChoose(preset)}
            />
            <span className="flex flex-col">
              <span id={`${id}-${preset}-name`} className="text-sm font-medium">
                {t(`preset_${preset}`)}
              </span>
              <span id={`${id}-${preset}-hint`} className="muted text-xs">
                {reason ?? t(`presetHint_${preset}`)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
