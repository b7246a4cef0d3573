import { memo, useState } from 'react';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { isBlockedByEmailForwarding } from '../../../api/dns/record-gates';
import { relativeRecordName } from '../../../api/dns/record-name';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { GatedButton, ungated } from '../../../components/ui/gated-button';
import { Badge, Section } from '../../../components/ui/layout';
import { useCount } from '../../../i18n/use-count';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import type { LintFinding } from './lint-types';
import { lintRuleDocs } from './lint-zone';
import { recordMessages } from '../records/messages';
import { lintMessages } from './messages';

const FIRST_FINDINGS = 10;
const tones = { error: 'bad', warning: 'warning', info: 'info' } as const;

interface ZoneLintProps {
  zone: DnsZoneDetail;
  findings: readonly LintFinding[];
  /** Opens the finding's record, or a new record for something missing. */
  onFix: (finding: LintFinding) => void;
}

/** The zone check's findings, each with its reason, an explanation link and a fix button. */
/** Memoised: a search in the records table below must not render every finding again. */
export const ZoneLint = memo(function ZoneLint({ zone, findings, onFix }: ZoneLintProps) {
  const t = useMessages(lintMessages);
  const tRecord = useMessages(recordMessages);
  const tCount = useCount(t);
  const format = useFormat();
  const [all, setAll] = useState(false);
  const shown = all ? findings : findings.slice(0, FIRST_FINDINGS);
  const count = (severity: LintFinding['severity']) =>
    findings.filter((found) => found.severity === severity).length;
  return (
    <Section id="zone-check" title={t('title')} description={t('description')}>
      {findings.length === 0 ? (
        <p className="text-sm">{t('clean')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm font-medium">
            {t('summary', {
              errors: tCount('countErrors', count('error')),
              warnings: tCount('countWarnings', count('warning')),
              notes: tCount('countNotes', count('info')),
            })}
          </p>
          <ul aria-label={t('findingsLabel', { zone: zone.name })} className="flex flex-col gap-3">
            {shown.map((found, index) => {
              const name = found.record ? relativeRecordName(found.record.name, zone.name) : null;
              const subject = found.record
                ? t('record', { type: found.record.type, name: name ?? '' })
                : t('zoneWide');
              return (
                <li
                  key={`${found.rule}-${found.record?.id ?? 'zone'}-${index}`}
                  className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 pb-3 last:border-0 dark:border-slate-700"
                >
                  {/* At least 16rem for the explanation: a narrower row puts the action under it. */}
                  <div className="min-w-0 flex-[1_1_16rem] text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge tone={tones[found.severity]}>{t(`severity_${found.severity}`)}</Badge>
                      <span className="font-mono text-xs wrap-anywhere">{subject}</span>
                    </p>
                    <p className="mt-1">
                      {t(found.rule, found.params)}{' '}
                      <ExternalLink href={lintRuleDocs(found.rule)}>{t('explain')}</ExternalLink>
                    </p>
                  </div>
                  <GatedButton
                    requires="changeDnsRecords"
                    gate={ungated}
                    size="sm"
                    blockedReason={
                      found.record && isBlockedByEmailForwarding(found.record, zone)
                        ? tRecord('managedByForwarding')
                        : null
                    }
                    aria-label={
                      found.record
                        ? t('fixLabel', { type: found.record.type, name: name ?? '' })
                        : undefined
                    }
                    onClick={() => onFix(found)}
                  >
                    {found.record
                      ? t('fix')
                      : t(
                          found.rule === 'dmarcMissing'
                            ? 'addMissing_dmarcMissing'
                            : 'addMissing_spfMissing',
                        )}
                  </GatedButton>
                </li>
              );
            })}
          </ul>
          {!all && findings.length > FIRST_FINDINGS && (
            <Button size="sm" className="mt-3" onClick={() => setAll(true)}>
              {t('showAll', { count: format.number(findings.length) })}
            </Button>
          )}
        </>
      )}
    </Section>
  );
});
