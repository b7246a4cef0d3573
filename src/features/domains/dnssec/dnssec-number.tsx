import { Fragment } from 'react';
import { Badge } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { isDiscouraged, type DnssecNumberInfo } from './dnssec-algorithms';
import { dnssecMessages } from './messages';

/**
 * A mnemonic may break where a number meets a name ("ECDSAP256" over "SHA256"), never inside a
 * part ("ECDSAP256SHA2" over "56"), and never runs out of a phone's narrow column.
 */
function MnemonicParts({ mnemonic }: { mnemonic: string }) {
  return mnemonic.split(/(?<=\d)(?=[A-Z])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/** An algorithm or digest number by its RFC 8624 name, marked when it is outdated. */
export function DnssecNumber({ number, info }: { number: number; info: DnssecNumberInfo | null }) {
  const t = useMessages(dnssecMessages);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>
        {info ? (
          <>
            <MnemonicParts mnemonic={info.mnemonic} /> ({number})
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
