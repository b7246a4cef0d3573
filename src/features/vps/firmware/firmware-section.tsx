import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { Vps } from '../../../api/vps/vps';
import { vpsFirmwareQuery, type VpsFirmware } from '../../../api/vps/firmware';
import { notify } from '../../../components/toast/toast-store';
import { focusSectionHeading } from '../../../components/ui/focus-heading';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Section } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { useOperationBlock } from '../jobs/use-operation-block';
import { FirmwareDetails, modeLabel } from './firmware-details';
import { FirmwareForm } from './firmware-form';
import { firmwareMessages } from './messages';
import { useChangeFirmware } from './use-change-firmware';
import { InlineName } from '../../../components/ui/server-text';

export function FirmwareSection({ server }: { server: Vps }) {
  const t = useMessages(firmwareMessages);
  const blockedBy = useOperationBlock(server.id);
  const query = useQuery(vpsFirmwareQuery(server.id));
  const mutation = useChangeFirmware(server.id);
  // Renders as a transition, which React splits into short tasks
  // so typing and scrolling never wait for it.
  const firmware = useDeferredValue(query.data);
  const gate = firmware?.firmware?.actions?.canChangeMode ?? server.actions?.canChangeFirmware;
  // The form starts over in the new mode (often before the change's answer is in, as the
  // server is read again first) and its button goes: focus moves to the section heading.
  const changed = (result: VpsFirmware) => {
    notify({
      kind: 'success',
      title: t.rich('changed', {
        name: <InlineName value={server.name} />,
        mode: modeLabel(t, result.mode),
      }),
      description: t('changedDetail'),
    });
    focusSectionHeading('firmware')?.focus();
  };
  return (
    <Section id="firmware" title={t('title')} description={t('description')}>
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending || firmware === undefined ? (
        <LoadingState failureReason={query.failureReason} />
      ) : (
        <div className="flex flex-col gap-6">
          <FirmwareDetails firmware={firmware} />
          {gate && (
            // Keyed by mode so the form starts over (offering the other mode) after a change.
            <FirmwareForm
              key={firmware.mode}
              serverId={server.id}
              mutation={mutation}
              firmware={firmware}
              gate={gate}
              blockedReason={blockedBy('changeFirmware')}
              onChanged={changed}
            />
          )}
        </div>
      )}
    </Section>
  );
}
