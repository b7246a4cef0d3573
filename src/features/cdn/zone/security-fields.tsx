import { useFormContext } from 'react-hook-form';
import { securityLevels, sslModes, tlsVersions, type CdnZone } from '../../../api/cdn/cdn';
import { CheckboxField, SelectField } from '../../../components/ui/fields';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';
import type { CdnZoneFormValues } from './zone-form-values';
import { useGateWords } from '../../../components/area-words';
import { cdnWords } from '../cdn-words';

const toggles = [
  'alwaysUseHttps',
  'botProtection',
  'blockBadCrawlers',
  'blockBadBots',
  'wpLoginProtection',
  'wpAdminChallenge',
] as const;

export function SecurityFields({ zone }: { zone: CdnZone }) {
  const t = useMessages(zoneMessages);
  const gateWords = useGateWords(cdnWords);
  const { register, getValues } = useFormContext<CdnZoneFormValues>();
  const modeGate = zone.actions?.canChangeMode;
  const modeLocked = modeGate !== undefined && !modeGate.allowed;
  const currentMode = getValues('security.sslMode');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-base font-semibold">{t('securityTitle')}</legend>
      <p className="muted text-sm">{t('securityHelp')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('level')} hint={t('levelHint')} {...register('security.level')}>
          {securityLevels.map((level) => (
            <option key={level} value={level}>
              {t(`level_${level}`)}
            </option>
          ))}
        </SelectField>
        {modeLocked ? (
          <div className="text-sm">
            <p className="font-medium">
              {t('sslModeLocked', { mode: t(`sslMode_${currentMode}`) })}
            </p>
            <p className="muted mt-1 text-xs">{gateWords(modeGate) ?? t('unavailable')}</p>
          </div>
        ) : (
          <SelectField
            label={t('sslMode')}
            hint={t('sslModeHint')}
            {...register('security.sslMode')}
          >
            {sslModes.map((mode) => (
              <option key={mode} value={mode}>
                {t(`sslMode_${mode}`)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('minTlsVersion')}
          hint={t('minTlsVersionHint')}
          {...register('security.minTlsVersion')}
        >
          {tlsVersions.map((version) => (
            <option key={version} value={version}>
              {t('tlsVersion', { version })}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {toggles.map((toggle) => (
          <CheckboxField
            key={toggle}
            label={t(toggle)}
            hint={t(`${toggle}Hint`)}
            {...register(`security.${toggle}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
