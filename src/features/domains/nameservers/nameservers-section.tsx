import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Domain } from '../../../api/domains/domains';
import {
  domainNameserversQuery,
  type DomainNameservers,
  type NameserverUpdateOutcome,
} from '../../../api/domains/nameservers';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { useScopeOperations } from '../../../components/operations/use-operations';
import type { ChangedRows } from '../../../components/changed-rows/use-changed-rows';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable } from '../../../components/ui/data-table';
import { focusSectionHeading } from '../../../components/ui/focus-heading';
import { CopyButton } from '../../../components/ui/copy-button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { GatedButton } from '../../../components/ui/gated-button';
import { Badge, Notice, Section } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { useMessages } from '../../../i18n/use-messages';
import type { CsvColumn } from '../../../lib/csv';
import { domainScope } from '../domain-scope';
import { nameserverMessages } from './messages';
import { NameserverEditor } from './nameserver-editor';
import { useNameserverFeedback } from './use-nameserver-feedback';
import { useAreaWords } from '../../../components/area-words';
import { domainWords } from '../domain-words';

function CurrentNameservers({
  current,
  changed,
}: {
  current: DomainNameservers;
  changed: ChangedRows;
}) {
  const t = useMessages(nameserverMessages);
  const glueOf = (hostname: string) => current.nsips[current.nameservers.indexOf(hostname)];
  const csvColumns: CsvColumn<string>[] = [
    { header: t('hostname'), value: (hostname) => hostname },
    { header: t('glue'), value: glueOf },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={current.managed ? 'good' : 'neutral'}>
          {current.managed ? t('managed') : t('external')}
        </Badge>
        <ExportCsvButton fileName="nameservers" columns={csvColumns} shown={current.nameservers} />
      </div>
      <DataTable
        label={t('tableLabel')}
        rows={current.nameservers}
        rowKey={(hostname) => hostname}
        changed={changed}
        columns={[
          {
            header: t('hostname'),
            cell: (hostname) => (
              <code>
                <WrapAfter value={hostname} separator="." />
              </code>
            ),
          },
          {
            header: t('glue'),
            cell: (_, index) =>
              current.nsips[index] ? (
                <code>{current.nsips[index]}</code>
              ) : (
                <span className="muted">{t('noGlue')}</span>
              ),
          },
        ]}
      />
    </div>
  );
}

export function NameserversSection({ domain }: { domain: Domain }) {
  const t = useMessages(nameserverMessages);
  const reasons = useAreaWords(domainWords);
  const query = useQuery(domainNameserversQuery(domain.id));
  const scope = domainScope(domain.id);
  const { running } = useScopeOperations(scope);
  const [editing, setEditing] = useState(false);
  const feedback = useNameserverFeedback(domain, query.data);
  const gate = query.data?.actions?.canChangeNameservers;
  // The form's buttons go with it: focus moves to the section's heading rather than the body.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    focusSectionHeading('nameservers')?.focus();
  }, [editing]);
  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
  };
  const finish = (outcome: NameserverUpdateOutcome) => {
    feedback.saved(outcome);
    stopEditing();
  };
  return (
    <Section
      id="nameservers"
      title={t('title')}
      description={t('description')}
      actions={
        !editing && (
          <GatedButton
            requires="changeNameservers"
            reasons={reasons}
            gate={gate}
            waiting={query.isPending}
            blockedReason={running ? t('busy') : null}
            onClick={() => setEditing(true)}
          >
            {t('change')}
          </GatedButton>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {query.isPending && <LoadingState failureReason={query.failureReason} />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {gate?.code === 'registry_lock_unlock_required' && (
          <Notice tone="warning" title={t('lockTitle')}>
            <p>{t('lockHelp')}</p>
            <div className="mt-2">
              <CopyButton
                value={`${domain.name} (${domain.id}): registry_lock_unlock_required`}
                text={t('copyLockDetails')}
              />
            </div>
          </Notice>
        )}
        <ScopeOperations scope={scope} />
        {query.data && !editing && (
          <CurrentNameservers current={query.data} changed={feedback.changed} />
        )}
        {query.data && editing && (
          <NameserverEditor
            domain={domain}
            current={query.data}
            onDone={finish}
            onCancel={stopEditing}
          />
        )}
      </div>
    </Section>
  );
}
