import { useRef, useState } from 'react';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { GatedButton, GatedButtonRow, ungated } from '../../../components/ui/gated-button';
import { Notice, Section } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { ForwardingSupportCopy } from '../forwarding/forwarding-support-copy';
import { ImportReview } from '../zone-file/import-review';
import type { ImportPlan } from '../zone-file/zone-import-plan';
import { mailPresetPlan, type MailPresetId } from './mail-presets';
import { PresetChoice } from './preset-choice';
import { MailPresetBulk } from './mail-preset-bulk';
import { mailPresetMessages } from './messages';
import { useHostingMail, type HostingMail } from './use-hosting-mail';
import { InlineName } from '../../../components/ui/server-text';

type Plan = Pick<ImportPlan, 'lines' | 'warnings' | 'held'>;

function useHostingReason(zoneName: string, hosting: HostingMail): string | null {
  const t = useMessages(mailPresetMessages);
  if (hosting.status === 'ready') return null;
  if (hosting.status === 'looking') return t('hostingLooking', { zone: zoneName });
  if (hosting.status === 'none') return t('hostingNone', { zone: zoneName });
  if (!('account' in hosting)) return t('hostingListFailed');
  const account = hosting.account.primaryDomain || hosting.account.name;
  if (hosting.status === 'notEligible') return t('hostingNotEligible', { account });
  if (hosting.status === 'settingsFailed') return t('hostingSettingsFailed', { account });
  return t('hostingSettingsLoading', { account });
}

/** The preset choice and, once one is chosen, its diff against the zone as the import shows it. */
function MailSetup({ zone, onClose }: { zone: DnsZoneDetail; onClose: () => void }) {
  const t = useMessages(mailPresetMessages);
  const hosting = useHostingMail(zone.name);
  const hostingReason = useHostingReason(zone.name, hosting);
  const [chosen, setChosen] = useState<MailPresetId | null>(null);
  const [plan, setPlan] = useState<{ preset: MailPresetId; plan: Plan } | null>(null);
  const latest = useRef<MailPresetId | null>(null);

  // The plan is worked out once per choice: the zone reloading after the apply must not
  // replace the per-line results with a new diff.
  const choose = async (preset: MailPresetId) => {
    latest.current = preset;
    setChosen(preset);
    setPlan(null);
    const { planRecords } = await import('../zone-file/zone-import-plan');
    if (latest.current !== preset) return;
    const settings = hosting.status === 'ready' ? hosting.settings : undefined;
    const { wanted, scope } = mailPresetPlan(preset, zone, settings);
    setPlan({ preset, plan: planRecords(zone, wanted, scope) });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t.rich('scope', { zone: <InlineName value={zone.name} /> })}</p>
      {zone.emailForwarding && (
        <Notice tone="warning">
          <p>{t('forwarding')}</p>
          <ForwardingSupportCopy zone={zone} />
        </Notice>
      )}
      <PresetChoice
        chosen={chosen}
        onChoose={(preset) => void choose(preset)}
        reasonOf={(preset) => (preset === 'hosting' ? hostingReason : null)}
      />
      {chosen === null ? (
        <p className="muted text-sm">{t('choose')}</p>
      ) : plan?.preset === chosen ? (
        <ImportReview key={chosen} zone={zone} plan={plan.plan} onClose={onClose} />
      ) : (
        <p role="status" className="text-sm">
          {t('planning')}
        </p>
      )}
      {chosen === null && (
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      )}
    </div>
  );
}

/** Mail setup presets for a zone, opened from the zone page; nothing is read until it opens. */
export function MailSetupSection({ zone }: { zone: DnsZoneDetail }) {
  const t = useMessages(mailPresetMessages);
  const [open, setOpen] = useState<'one' | 'several' | null>(null);
  const close = () => setOpen(null);
  return (
    <Section
      id="mail-setup"
      title={t('title')}
      description={t('description')}
      actions={
        <GatedButtonRow>
          <GatedButton requires="changeDnsRecords" gate={ungated} onClick={() => setOpen('one')}>
            {t('open')}
          </GatedButton>
          <GatedButton requires="queueBulkDns" gate={ungated} onClick={() => setOpen('several')}>
            {t('openSeveral')}
          </GatedButton>
        </GatedButtonRow>
      }
    >
      <p className="text-sm">{t('presetList')}</p>
      <Dialog
        open={open !== null}
        title={
          open === 'several'
            ? t('severalTitle')
            : t.rich('dialogTitle', { zone: <InlineName value={zone.name} /> })
        }
        onClose={close}
      >
        {open === 'one' && <MailSetup zone={zone} onClose={close} />}
        {open === 'several' && <MailPresetBulk zone={zone} onClose={close} />}
      </Dialog>
    </Section>
  );
}
