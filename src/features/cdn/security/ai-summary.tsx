import { Badge, Section } from '../../../components/ui/layout';
import { useLanguage } from '../../../i18n/use-messages';
import type { SecurityReportView } from './security-report-view';
import { useReportFormat } from './use-report-format';

const severityTone = { low: 'good', medium: 'warning', high: 'bad' } as const;
const isSeverity = (value: string): value is keyof typeof severityTone =>
  Object.hasOwn(severityTone, value);

/** A titled list of the summary's points; the title is the panel's, the points the server's. */
function PointList({ title, items }: { title: string; items: string[] }) {
  const { language } = useLanguage();
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold" lang={language}>
        {title}
      </h3>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The server's written summary; shown in the panel's language when the server has it. */
export function AiSummary({ ai }: { ai: NonNullable<SecurityReportView['ai']> }) {
  const { t, label } = useReportFormat();
  const { language } = useLanguage();
  const { text } = ai;
  return (
    <Section id="summary" title={t('aiTitle')} description={t('aiHelp')}>
      <div lang={ai.language} className="flex flex-col gap-4">
        {ai.language !== language && (
          <p className="muted text-sm" lang={language}>
            {t(`aiOnlyIn_${ai.language}`)}
          </p>
        )}
        <div className="flex flex-wrap gap-2 text-sm" lang={language}>
          <Badge
            tone={isSeverity(ai.severity) ? severityTone[ai.severity] : 'neutral'}
          >{`${t('severity')}: ${label('level', ai.severity)}`}</Badge>
          <Badge tone="neutral">{`${t('confidence')}: ${label('level', ai.confidence)}`}</Badge>
        </div>
        <p className="text-base font-semibold">{text.headline}</p>
        <p className="text-sm">{text.summary}</p>
        <PointList title={t('observations')} items={text.observations} />
        <PointList title={t('recommendations')} items={text.recommendations} />
      </div>
    </Section>
  );
}
