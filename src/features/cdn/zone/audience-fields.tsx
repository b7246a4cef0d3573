import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/fields';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import {
  applyAudienceChallenge,
  readAudienceChallenge,
  type AudienceAction,
  type AudienceChallenge,
} from './audience-challenge';
import { CountryPicker } from './country-picker';
import { zoneMessages } from './messages';
import type { CdnZoneFormValues } from './zone-form-values';

const actions: AudienceAction[] = ['challenge', 'block'];

/** The spec's "challenge visitors outside a country" recipe as one switch, an action and a country list. */
export function AudienceFields({
  standard,
  disabled,
}: {
  standard: readonly string[];
  disabled: boolean;
}) {
  const t = useMessages(zoneMessages);
  const { control, getValues, setValue, register, formState } = useFormContext<CdnZoneFormValues>();
  const [visitorProfileMode, geoRestriction] = useWatch({
    control,
    name: ['waf.visitorProfileMode', 'geoRestriction'],
  });
  const setting = readAudienceChallenge({ waf: { visitorProfileMode }, geoRestriction }, standard);
  const partlyOn = (visitorProfileMode !== 'off') !== (geoRestriction.mode === 'whitelist');
  const actionName = useId();
  const actionHintId = useId();
  const countryErrors = formState.errors.geoRestriction?.additionalCountries;

  const change = (next: Partial<AudienceChallenge>) => {
    const values = applyAudienceChallenge(getValues(), { ...setting, ...next });
    setValue('waf.visitorProfileMode', values.waf.visitorProfileMode, { shouldDirty: true });
    setValue('geoRestriction', values.geoRestriction, { shouldDirty: true });
  };
  const errorFor = (code: string) =>
    t.message(countryErrors?.[geoRestriction.additionalCountries.indexOf(code)]?.message);

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-base font-semibold">{t('audienceTitle')}</legend>
      <p className="muted text-sm">{t('audienceHelp')}</p>
      <CheckboxField
        label={t('audienceSwitch')}
        hint={t('audienceSwitchHint')}
        checked={setting.enabled}
        disabled={disabled}
        onChange={(event) => change({ enabled: event.target.checked })}
      />
      {partlyOn && <Notice tone="warning">{t('audiencePartial')}</Notice>}
      {setting.enabled && (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('audienceActionLegend')}</legend>
            <p id={actionHintId} className="muted text-xs">
              {t('audienceActionHint')}
            </p>
            {actions.map((action) => (
              <label key={action} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={actionName}
                  value={action}
                  aria-describedby={actionHintId}
                  checked={setting.action === action}
                  disabled={disabled}
                  onChange={() => change({ action })}
                />
                {t(`action_${action}`)}
              </label>
            ))}
          </fieldset>
          {setting.action === 'block' && <Notice tone="danger">{t('blockWarning')}</Notice>}
          <CountryPicker
            standard={standard}
            countries={setting.countries}
            onChange={(countries) => change({ countries })}
            errorFor={errorFor}
            disabled={disabled}
          />
        </>
      )}
      <CheckboxField
        label={t('challengeGeoEnabled')}
        hint={t('challengeGeoEnabledHint')}
        {...register('waf.challengeGeoEnabled')}
      />
    </fieldset>
  );
}
