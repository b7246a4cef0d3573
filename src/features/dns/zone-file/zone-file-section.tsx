import { useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { Button } from '../../../components/ui/button';
import { focusFirstAvailable, sectionHeadingOf } from '../../../components/ui/focus-fallback';
import { GatedButton, ungated } from '../../../components/ui/gated-button';
import { Notice, Section } from '../../../components/ui/layout';
import { useReadOnly } from '../../../components/use-session';
import { downloadFile } from '../../../lib/download-file';
import { useCount } from '../../../i18n/use-count';
import { useMessages } from '../../../i18n/use-messages';
import { dnsRuleMessages } from '../../../components/dns/rule-messages';
import { ImportReview } from './import-review';
import { zoneFileMessages } from './messages';
import { ZONE_FILE_MAX_BYTES } from './zone-file-types';
import type { ImportPlan } from './zone-import-plan';
import { InlineName } from '../../../components/ui/server-text';

/** FileReader rather than `file.text()`, which jsdom (the unit tests' browser) lacks. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Export and import of the zone as a BIND file; the parser and diff load on first use. */
export function ZoneFileSection({ zone }: { zone: DnsZoneDetail }) {
  const t = useMessages(zoneFileMessages);
  const tCount = useCount(t);
  const rules = useMessages(dnsRuleMessages);
  const readOnly = useReadOnly();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);

  const exportFile = async () => {
    const { toZoneFile } = await import('./zone-file-export');
    downloadFile(`${zone.name}.zone`, toZoneFile(zone), 'text/dns;charset=utf-8');
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setPlan(null);
    setRefusal(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    if (file.size > ZONE_FILE_MAX_BYTES) {
      setRefusal(t('tooLarge'));
      return;
    }
    setReading(true);
    try {
      const [text, { planImport }] = await Promise.all([
        readText(file),
        import('./zone-import-plan'),
      ]);
      setPlan(planImport(text, zone));
    } finally {
      setReading(false);
    }
  };
  // The review's Cancel or Close goes with it: focus back to the button that brought it.
  const closeReview = () => {
    flushSync(() => setPlan(null));
    focusFirstAvailable([importButton.current, sectionHeadingOf(importButton.current)]);
  };
  const skippedTypes = [
    ...new Set(plan?.skipped.filter((s) => s.kind === 'unsupported').map((s) => s.type)),
  ];

  return (
    <Section id="zone-file" title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-start gap-2">
            <Button onClick={() => void exportFile()}>{t('export')}</Button>
            {/* The browser's own file button speaks the browser's language, not the page's:
                this button opens the same picker in the panel's words. */}
            <GatedButton
              ref={importButton}
              requires="changeDnsRecords"
              gate={ungated}
              aria-describedby="zone-file-import-hint"
              onClick={() => picker.current?.click()}
            >
              {t('importButton')}
            </GatedButton>
          </div>
          <input
            ref={picker}
            id="zone-file-import"
            type="file"
            hidden
            aria-label={t('importLabel')}
            accept=".zone,.txt,.db,text/plain"
            disabled={readOnly}
            onChange={(event) => void importFile(event)}
          />
          <p id="zone-file-import-hint" className="muted text-xs">
            {t('importHint')}
          </p>
        </div>
        {fileName && !reading && (
          <p className="text-sm">{t.rich('fromFile', { name: <InlineName value={fileName} /> })}</p>
        )}
        {reading && <p role="status">{t('reading')}</p>}
        {refusal && <Notice tone="danger">{refusal}</Notice>}
        {plan && plan.errors.length > 0 && (
          <Notice tone="danger" title={t('errorsTitle')}>
            <ul className="list-disc pl-5">
              {plan.errors.slice(0, 20).map((issue, index) => (
                <li key={index}>
                  {issue.kind === 'rule'
                    ? t('issue_rule', { line: issue.line, reason: rules(issue.rule) })
                    : t(`issue_${issue.kind}`, {
                        line: issue.line,
                        zone: zone.name,
                        limit: issue.kind === 'tooManyRecords' ? issue.limit : '',
                      })}
                </li>
              ))}
            </ul>
          </Notice>
        )}
        {plan && plan.skipped.length > 0 && (
          <p className="muted text-sm">
            {tCount('skipped', plan.skipped.length, { types: skippedTypes.join(', ') || '–' })}
          </p>
        )}
        {plan && plan.errors.length === 0 && (
          <ImportReview key={plan.lines.length} zone={zone} plan={plan} onClose={closeReview} />
        )}
      </div>
    </Section>
  );
}
