import { useRef, useState } from 'react';
import type { Vps } from '../../../api/vps/vps';
import { vpsPath } from '../../../api/core/paths';
import { shutdownVps, stopVps, type ShutdownBody } from '../../../api/vps/power';
import { CheckboxField } from '../../../components/ui/fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { commandLabel, usePageCommands } from '../../../components/finder/page-commands';
import { GatedButton, GatedButtonRow, useGateReason } from '../../../components/ui/gated-button';
import { useLearnedBlock } from '../../../components/permissions/use-learned-permissions';
import { focusSectionHeading } from '../../../components/ui/focus-heading';
import { Section } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { useOperationBlock } from '../jobs/use-operation-block';
import { useServerJob } from '../jobs/use-server-job';
import { powerMessages } from './messages';
import { useAreaWords } from '../../../components/area-words';
import { vpsWords } from '../vps-words';
import { InlineName } from '../../../components/ui/server-text';

type Dialog = 'shutdown' | 'stop' | null;

export function PowerSection({ server }: { server: Vps }) {
  const t = useMessages(powerMessages);
  const reasons = useAreaWords(vpsWords);
  const blockedBy = useOperationBlock(server.id);
  const [open, setOpen] = useState<Dialog>(null);
  const [force, setForce] = useState(false);
  // Powering off is safe to ask for again, so a failed one offers "Try again".
  const shutdown = useServerJob(
    server,
    'shutdown',
    (body: ShutdownBody, signal) => shutdownVps(server.id, body, signal),
    (body) => ({ method: 'POST', path: vpsPath(server.id, 'actions', 'shutdown'), body }),
  );
  const stop = useServerJob(
    server,
    'stop',
    (_: void, signal) => stopVps(server.id, signal),
    () => ({ method: 'POST', path: vpsPath(server.id, 'actions', 'stop') }),
  );
  const close = () => {
    setOpen(null);
    setForce(false);
    shutdown.reset();
    stop.reset();
  };
  // Once sent, the button that opened the dialog is disabled while the job runs: focus goes to
  // the section, where that button says why.
  const sent = useRef(false);
  const focusAfterClose = () => (sent.current ? focusSectionHeading('power') : null);
  const show = (dialog: Dialog) => {
    sent.current = false;
    setOpen(dialog);
  };
  const closeSent = () => {
    sent.current = true;
    close();
  };
  const confirmShutdown = () => shutdown.mutateAsync(force ? { force: true } : {}).then(closeSent);
  const confirmStop = () => stop.mutateAsync(undefined).then(closeSent);
  const gateReason = useGateReason();
  // What the key was refused before turns off the finder's commands and the dialogs too.
  const learned = useLearnedBlock('powerVps');
  const { canShutdown, canStop } = server.actions ?? {};
  usePageCommands([
    ...(canShutdown
      ? [
          {
            id: `shutdown:${server.id}`,
            ...commandLabel(t, 'shutdownCommand', { name: server.name }),
            blocked: gateReason(canShutdown, blockedBy('shutdown'), learned, reasons, 'powerVps'),
            run: () => show('shutdown'),
          },
        ]
      : []),
    ...(canStop
      ? [
          {
            id: `stop:${server.id}`,
            ...commandLabel(t, 'stopCommand', { name: server.name }),
            blocked: gateReason(canStop, blockedBy('stop'), learned, reasons, 'powerVps'),
            run: () => show('stop'),
          },
        ]
      : []),
  ]);
  return (
    <Section id="power" title={t('title')} description={t('description')}>
      {/* The reasons go under the row: under its own button, a reason would push the next away. */}
      <GatedButtonRow>
        <GatedButton
          requires="powerVps"
          reasons={reasons}
          gate={server.actions?.canShutdown}
          blockedReason={blockedBy('shutdown')}
          pending={shutdown.isPending}
          onClick={() => show('shutdown')}
        >
          {t('shutdown')}
        </GatedButton>
        <GatedButton
          requires="powerVps"
          reasons={reasons}
          variant="danger"
          gate={server.actions?.canStop}
          blockedReason={blockedBy('stop')}
          pending={stop.isPending}
          onClick={() => show('stop')}
        >
          {t('stop')}
        </GatedButton>
      </GatedButtonRow>
      <ConfirmDialog
        open={open === 'shutdown'}
        title={t.rich('shutdownTitle', { name: <InlineName value={server.name} /> })}
        confirmLabel={t('shutdown')}
        onConfirm={confirmShutdown}
        onCancel={close}
        pending={shutdown.isPending}
        waiting={shutdown.waiting}
        error={shutdown.error}
        canConfirm={learned === null}
        focusAfterClose={focusAfterClose}
        extra={
          <CheckboxField
            label={t('forceLabel')}
            hint={t('forceHint')}
            checked={force}
            onChange={(event) => setForce(event.target.checked)}
          />
        }
      >
        <p>{t.rich('shutdownBody', { name: <InlineName value={server.name} /> })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'stop'}
        title={t.rich('stopTitle', { name: <InlineName value={server.name} /> })}
        confirmLabel={t('stopConfirm')}
        onConfirm={confirmStop}
        onCancel={close}
        danger
        pending={stop.isPending}
        waiting={stop.waiting}
        error={stop.error}
        canConfirm={learned === null}
        focusAfterClose={focusAfterClose}
      >
        <p>{t('stopBody')}</p>
      </ConfirmDialog>
    </Section>
  );
}
