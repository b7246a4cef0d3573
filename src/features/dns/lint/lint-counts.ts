import type { LintSeverity, LintZone } from './lint-types';
import { lintZone } from './lint-zone';

export type LintCounts = Record<LintSeverity, number>;

/** How many findings of each severity the zone check makes in a zone. */
export function lintCounts(zone: LintZone): LintCounts {
  const counts: LintCounts = { error: 0, warning: 0, info: 0 };
  for (const found of lintZone(zone)) counts[found.severity] += 1;
  return counts;
}
