import { Badge } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import type { LintFinding } from './lint-types';
import { lintMessages } from './messages';

const tones = { error: 'bad', warning: 'warning', info: 'info' } as const;

/** A record row's badge: its worst finding's severity, the reasons in its accessible name. */
export function LintBadge({ findings }: { findings: readonly LintFinding[] }) {
  const t = useMessages(lintMessages);
  const [worst] = findings;
  if (!worst) return null;
  const reasons = findings.map((found) => t(found.rule, found.params)).join(' ');
  return (
    <span title={reasons} className="ml-1 inline-block align-middle">
      <Badge tone={tones[worst.severity]}>
        {t(`severity_${worst.severity}`)}
        {findings.length > 1 ? ` ×${findings.length}` : ''}
        <span className="sr-only">: {reasons}</span>
      </Badge>
    </span>
  );
}
