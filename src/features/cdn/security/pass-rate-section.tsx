import { Section } from '../../../components/ui/layout';
import type { SecurityReportView } from './security-report-view';
import { useReportFormat } from './use-report-format';

/** The pass rate with what it most likely means, from the view-model's flags. */
export function PassRateSection({ view }: { view: SecurityReportView }) {
  const { t, count, percent } = useReportFormat();
  const { challenge, qualifier } = view;
  const { flags } = challenge;
  const explanations = [
    flags.likelyAudienceFilter && t('explainAudience'),
    flags.mostlyAutomated && t('explainAutomated'),
    flags.mostlyHuman && t('explainHuman'),
  ].filter((text): text is string => typeof text === 'string');
  return (
    <Section id="pass-rate" title={t('passRateTitle')} description={t('passRateHelp')}>
      {challenge.passRatePercent === null ? (
        <p className="text-sm">{t('noChallenges')}</p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
          <p className="text-4xl font-semibold" aria-hidden="true">
            {percent(challenge.passRatePercent)}
          </p>
          <div className="flex flex-col gap-2 text-sm">
            <p className="font-medium">
              {t('passRateValue', {
                rate: percent(challenge.passRatePercent),
                challenged: count(challenge.challenged, qualifier),
              })}
            </p>
            <p className="muted">
              {t('passBreakdown', {
                solved: count(challenge.solved, qualifier),
                bypassed: count(challenge.bypassed, qualifier),
              })}
            </p>
            {explanations.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
