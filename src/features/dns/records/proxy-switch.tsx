import { useId } from 'react';
import type { DnsZone } from '../../../api/dns/dns';
import { proxyBlock } from '../../../api/dns/record-gates';
import { useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import type { RecordRow } from './record-view';
import { blockProps, OwnReason, type RowBlock } from './row-block';

interface ProxySwitchProps {
  zone: DnsZone;
  row: RecordRow;
  /** Why the switch is off though offered (a read-only session, the key refused the change). */
  block: RowBlock;
  pending: boolean;
  onChange: (proxied: boolean) => void;
}

/** Proxying as a switch for the types the CDN can carry; other types just say "DNS only". */
export function ProxySwitch({ zone, row, block, pending, onChange }: ProxySwitchProps) {
  const t = useMessages(recordMessages);
  const reasonId = useId();
  const { record, name } = row;
  if (proxyBlock(record, zone) !== null) {
    return <span className="muted text-xs">{t('dnsOnly')}</span>;
  }
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <button
        type="button"
        role="switch"
        aria-checked={record.proxied}
        aria-label={t('proxyLabel', { name, type: record.type })}
        {...blockProps(block, reasonId)}
        disabled={block !== null}
        // While its own change is sent it keeps focus (a disabled switch would drop it) and waits.
        {...(pending ? { 'aria-disabled': true, 'aria-busy': true } : {})}
        onClick={() => {
          if (!pending) onChange(!record.proxied);
        }}
        className="inline-flex items-baseline gap-2 rounded-md px-1 py-0.5 text-xs font-medium disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-5 w-9 self-center rounded-full transition-colors ${record.proxied ? 'bg-orange-600 dark:bg-orange-500' : 'bg-slate-500'}`}
        >
          <span
            className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${record.proxied ? 'left-4.5' : 'left-0.5'}`}
          />
        </span>
        {/* The word gives the switch its baseline, so it stands on the row's line; as tall as
            the track, it stays centred beside it. */}
        <span className="leading-5">{record.proxied ? t('proxied') : t('dnsOnly')}</span>
      </button>
      <OwnReason block={block} id={reasonId} />
    </span>
  );
}
