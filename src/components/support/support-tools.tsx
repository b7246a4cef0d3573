import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { CopyButton } from '../ui/copy-button';
import { Section } from '../ui/layout';
import { ServerText } from '../ui/server-text';
import { WrapAfter } from '../ui/wrap-after';
import { supportMessages } from './messages';
import { curlFor, withoutSecrets, type SupportRead } from './support-data';

export type SupportValueKind =
  'id' | 'hostname' | 'ip' | 'domain' | 'number' | 'zoneId' | 'cdnZoneId' | 'domainId';

export interface SupportValue {
  kind: SupportValueKind;
  value: string | null | undefined;
}

/**
 * What support asks for on every detail page: IDs, addresses and names to copy, the page's
 * response as JSON without anything secret, and its read as a curl command.
 */
export function SupportTools({
  values,
  data,
  read,
}: {
  values: readonly SupportValue[];
  /** The page's parsed response. */
  data: unknown;
  read: SupportRead;
}) {
  const t = useMessages(supportMessages);
  const [rawOpen, setRawOpen] = useState(false);
  const curlId = useId();
  const curl = curlFor(read);
  const shown = values.filter((item): item is { kind: SupportValueKind; value: string } =>
    Boolean(item.value),
  );
  return (
    <Section id="support" title={t('title')} description={t('description')}>
      {/* Name, value and Copy in three columns: each Copy beside its value's first line, all of
          them in one column, however long a value is or narrow the screen. */}
      <dl className="grid grid-cols-[auto_minmax(0,max-content)_1fr] items-baseline gap-x-4 gap-y-1 text-sm">
        {shown.map(({ kind, value }) => (
          <div key={`${kind}:${value}`} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{t(`value_${kind}`)}</dt>
            <dd className="font-mono">
              {kind === 'hostname' || kind === 'domain' ? (
                <WrapAfter value={value} separator="." />
              ) : (
                <ServerText value={value} />
              )}
            </dd>
            <dd>
              <CopyButton value={value} label={`${t(`value_${kind}`)} ${value}`} />
            </dd>
          </div>
        ))}
      </dl>
      <h3 id={curlId} className="mt-4 text-sm font-semibold">
        {t('curlTitle')}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-300">{t('curlHint')}</p>
      <pre
        role="region"
        aria-labelledby={curlId}
        tabIndex={0}
        className="mt-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-800"
      >
        <code>{curl}</code>
      </pre>
      <CopyButton value={curl} label={t('curlLabel')} text={t('copyCurl')} />
      <details className="mt-4" onToggle={(event) => setRawOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium">{t('showRaw')}</summary>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{t('rawHint')}</p>
        {rawOpen && (
          <pre
            role="region"
            aria-label={t('rawLabel')}
            tabIndex={0}
            className="mt-1 max-h-96 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-800"
          >
            <code>{JSON.stringify(withoutSecrets(data), null, 2)}</code>
          </pre>
        )}
      </details>
    </Section>
  );
}
