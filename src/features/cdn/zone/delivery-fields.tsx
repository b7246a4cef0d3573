import { useFormContext } from 'react-hook-form';
import type { CdnZone } from '../../../api/cdn/cdn';
import { CheckboxField } from '../../../components/ui/fields';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';
import type { CdnZoneFormValues } from './zone-form-values';
import { useGateWords } from '../../../components/area-words';
import { cdnWords } from '../cdn-words';

export function DeliveryFields({ zone }: { zone: CdnZone }) {
  const t = useMessages(zoneMessages);
  const gateWords = useGateWords(cdnWords);
  const { register } = useFormContext<CdnZoneFormValues>();
  const proxyGate = zone.actions?.canEnableProxy;
  // Turning the proxy off is always possible; turning it on follows the server's gate.
  const cannotTurnOn = !zone.proxied && proxyGate !== undefined && !proxyGate.allowed;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold">{t('deliveryTitle')}</legend>
      <p className="muted text-sm">{t('deliveryHelp')}</p>
      {cannotTurnOn ? (
        <Notice tone="info" title={`${t('proxy')}: ${t('off')}`}>
          {gateWords(proxyGate) ?? t('proxyBlocked')}
        </Notice>
      ) : (
        <CheckboxField label={t('proxied')} hint={t('proxiedHint')} {...register('proxied')} />
      )}
      <CheckboxField
        label={t('earlyHints')}
        hint={t('earlyHintsHint')}
        {...register('performance.earlyHints')}
      />
      <CheckboxField
        label={t('alwaysOnline')}
        hint={t('alwaysOnlineHint')}
        {...register('performance.alwaysOnline')}
      />
    </fieldset>
  );
}
