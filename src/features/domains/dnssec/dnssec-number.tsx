import { Badge } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { isDiscouraged, type DnssecNumberInfo } from './dnssec-algorithms';
import { dnssecMessages } from './messages';

/** An algorithm or digest number by its RFC 8624 name, marked when it is outdated. */
export function DnssecNumber({ number, info }: { number: number; info: DnssecNumberInfo | null }) {
  const t = useMessages(dnssecMessages);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {/* The name is one word, "ECDSAP256SHA256": it breaks before its number, not inside. */}
      <span>
        {info ? (
          <>
            <span className="whitespace-nowrap">{info.mnemonic}</span> ({number})
          </>
        ) : (
          t('unknownNumber', { number })
        )}
      </span>
      {isDiscouraged(info) && (
        <span title={t('outdatedHint')}>
          <Badge tone="warning">{t('outdated')}</Badge>
          <span className="sr-only"> {t('outdatedHint')}</span>
        </span>
      )}
    </span>
  );
}
