import type { Vps } from '../../../api/vps/vps';
import { DefinitionList, Section } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { vpsMessages } from '../messages';
import { ServerStatus } from '../server-status';
import { serverMessages } from './messages';

export function ServerSummary({ server }: { server: Vps }) {
  const t = useMessages(serverMessages);
  const list = useMessages(vpsMessages);
  const format = useFormat();
  const addresses = (values: string[]) =>
    values.length > 0 ? <span className="font-mono">{values.join(', ')}</span> : t('none');
  return (
    <Section id="overview" title={t('overview')}>
      <DefinitionList
        items={[
          { term: t('status'), value: <ServerStatus status={server.status} /> },
          { term: t('hostname'), value: <span className="font-mono">{server.hostname}</span> },
          { term: t('region'), value: server.region },
          {
            term: t('size'),
            value: list('sizeValue', {
              cpu: server.cpuCores,
              memory: server.memoryGb,
              storage: server.storageGb,
            }),
          },
          { term: t('ipv4'), value: addresses(server.ipv4) },
          { term: t('ipv6'), value: addresses(server.ipv6) },
          { term: t('os'), value: server.osName ?? '—' },
          { term: t('created'), value: format.date(server.createdAt) },
        ]}
      />
    </Section>
  );
}
