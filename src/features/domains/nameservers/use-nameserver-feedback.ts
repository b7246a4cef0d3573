import { useEffect, useRef, useState } from 'react';
import type { Domain } from '../../../api/domains/domains';
import type { DomainNameservers, NameserverUpdateOutcome } from '../../../api/domains/nameservers';
import { useChangedRows } from '../../../components/changed-rows/use-changed-rows';
import { useScopeOperations } from '../../../components/operations/use-operations';
import { notify } from '../../../components/toast/toast-store';
import { useMessages } from '../../../i18n/use-messages';
import { domainScope } from '../domain-scope';
import { nameserverMessages } from './messages';

const rowsOf = (current: DomainNameservers) =>
  current.nameservers.map((hostname, index) => `${hostname} ${current.nsips[index] ?? ''}`);

/**
 * Tells the result of a nameserver change in a toast that follows it to its end (a switch says
 * "started", then "done" in its place), and marks the rows it changed once the list shows them.
 */
export function useNameserverFeedback(domain: Domain, current: DomainNameservers | undefined) {
  const t = useMessages(nameserverMessages);
  const { records } = useScopeOperations(domainScope(domain.id));
  const { changed, markChanged } = useChangedRows();
  const [before, setBefore] = useState<readonly string[] | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const told = useRef<string | null>(null);
  const name = domain.unicodeName ?? domain.name;
  const key = `nameservers:${domain.id}`;

  const saved = (outcome: NameserverUpdateOutcome) => {
    if (current) setBefore(rowsOf(current));
    if (outcome.kind === 'updated') {
      setJobId(null);
      notify({
        kind: 'success',
        key,
        title: t('savedTitle', { name }),
        description: t('savedDetail'),
      });
      return;
    }
    setJobId(outcome.operation.jobId);
    notify({
      kind: 'info',
      key,
      title: t('switchStarted', { name }),
      description: t('switchStartedDetail'),
    });
  };

  const ended = records.find((record) => record.jobId === jobId)?.status === 'completed';
  useEffect(() => {
    if (!ended || jobId === null || told.current === jobId) return;
    told.current = jobId;
    notify({
      kind: 'success',
      key,
      title: t('switchDone', { name }),
      description: t('switchDoneDetail'),
    });
  }, [ended, jobId, key, name, t]);

  // The rows are read again after the change (a switch: after its job); mark what is new then.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    const now = current ? rowsOf(current) : [];
    if (before && current && now.join('\n') !== before.join('\n')) {
      setBefore(null);
      markChanged(current.nameservers.filter((_, index) => !before.includes(now[index] ?? '')));
    }
  }

  return { changed, saved };
}
