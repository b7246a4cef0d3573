import { useState } from 'react';
import { commandLabel, usePageCommands } from '../../../components/finder/page-commands';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { GatedButton, ungated, useActionReason } from '../../../components/ui/gated-button';
import { Section } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';
import { usePurgeCache } from './use-update-zone';
import { InlineName } from '../../../components/ui/server-text';

export function PurgeCacheSection({ zoneId, domain }: { zoneId: string; domain: string }) {
  const t = useMessages(zoneMessages);
  const mutation = usePurgeCache(zoneId);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  const ask = () => {
    mutation.reset();
    setOpen(true);
  };
  const confirm = () => mutation.mutateAsync(undefined).then(() => setOpen(false));
  const actionReason = useActionReason('updateCdnZone');
  usePageCommands([
    {
      id: `purge-cache:${zoneId}`,
      ...commandLabel(t, 'purgeCommand', { domain }),
      blocked: actionReason(ungated),
      run: ask,
    },
  ]);
  return (
    <Section id="cache" title={t('cacheTitle')} description={t('cacheHelp')}>
      <div className="flex flex-col items-start gap-2">
        <GatedButton gate={ungated} requires="updateCdnZone" onClick={ask}>
          {t('purge')}
        </GatedButton>
        {mutation.isSuccess && (
          <p role="status" className="text-sm">
            {t('purged')}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={open}
        title={t('purgeTitle')}
        confirmLabel={t('purgeConfirm')}
        onConfirm={confirm}
        onCancel={close}
        pending={mutation.isPending}
        waiting={mutation.waiting}
        error={mutation.error}
      >
        <p>{t.rich('purgeBody', { domain: <InlineName value={domain} /> })}</p>
      </ConfirmDialog>
    </Section>
  );
}
