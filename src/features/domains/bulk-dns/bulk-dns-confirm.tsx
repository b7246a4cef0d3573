import type { BulkDnsBody } from '../../../api/domains/bulk-dns';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/layout';
import type { SendWaiting } from '../../../components/use-send-mutation';
import { useMessages } from '../../../i18n/use-messages';
import { bulkDnsMessages } from './messages';
import { useCachedDomains } from './use-cached-domains';
import { ZoneCheckList } from './zone-check-list';
import type { ZoneCheckFinding } from './zone-check';

interface BulkDnsConfirmProps {
  body: BulkDnsBody | null;
  /** What the check of the chosen zones warns of (it may still be queued). */
  warnings: readonly ZoneCheckFinding[];
  pending: boolean;
  waiting: SendWaiting;
  error: unknown;
  onConfirm: (body: BulkDnsBody) => Promise<unknown>;
  onCancel: () => void;
}

/** The change in words before it is queued; deleting is marked as the danger it is. */
export function BulkDnsConfirm({
  body,
  warnings,
  pending,
  waiting,
  error,
  onConfirm,
  onCancel,
}: BulkDnsConfirmProps) {
  const t = useMessages(bulkDnsMessages);
  // The body carries punycode; people read the names as the domain list showed them.
  const { shown } = useCachedDomains();
  const action = body?.action ?? 'add';
  const title =
    body?.action === 'delete'
      ? t('confirmTitle_delete', { type: body.recordType })
      : t(`confirmTitle_${action}`);
  return (
    <ConfirmDialog
      open={body !== null}
      title={title}
      confirmLabel={t(`confirm_${action}`)}
      danger={action !== 'add'}
      pending={pending}
      waiting={waiting}
      error={error}
      onConfirm={async () => {
        if (body) await onConfirm(body);
      }}
      onCancel={onCancel}
    >
      {body && (
        <>
          <p>
            {t('confirmDomains', {
              count: body.domainNames.length,
              names: body.domainNames.map(shown).join(', '),
            })}
          </p>
          {body.action === 'delete' ? (
            <>
              <p>{t('deleteWarning', { type: body.recordType })}</p>
              <p className="font-medium">{t('confirmDelete')}</p>
            </>
          ) : (
            <>
              <p>{t('confirmRecords', { count: body.records.length })}</p>
              <ul className="list-disc pl-5 font-mono text-xs [overflow-wrap:anywhere]">
                {body.records.map((record, index) => (
                  <li key={index}>
                    {[
                      record.type,
                      record.name === '' ? '@' : record.name,
                      record.priority,
                      record.weight,
                      record.port,
                      record.value,
                    ]
                      .filter((part) => part !== undefined)
                      .join(' ')}
                    {', '}
                    {record.ttl === undefined
                      ? t('reviewTtlDefault')
                      : t('reviewTtl', { ttl: record.ttl })}
                  </li>
                ))}
              </ul>
              <p>{t(`action_${body.action}Hint`)}</p>
              {warnings.length > 0 && (
                <Notice tone="warning" title={t('warningsTitle')}>
                  <ZoneCheckList findings={warnings} shown={shown} />
                </Notice>
              )}
            </>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
