import {
  prepareZone,
  type LintFinding,
  type LintRule,
  type LintRuleId,
  type LintZone,
} from './lint-types';
import { cnameAtApex, cnameConflict, duplicateRecord, targetIsCname } from './rules/cname-rules';
import {
  dmarcMalformed,
  dmarcMissing,
  spfMissing,
  spfMultiple,
  spfTooManyLookups,
} from './rules/mail-rules';
import { longTxt, lowTtl, privateAddress, shadowedByDelegation } from './rules/zone-rules';

export const lintRules: readonly LintRule[] = [
  cnameConflict,
  cnameAtApex,
  targetIsCname,
  duplicateRecord,
  spfMultiple,
  spfTooManyLookups,
  dmarcMalformed,
  dmarcMissing,
  spfMissing,
  shadowedByDelegation,
  privateAddress,
  lowTtl,
  longTxt,
];

const rulesById = new Map<LintRuleId, LintRule>(lintRules.map((rule) => [rule.id, rule]));

export function lintRuleDocs(id: LintRuleId): string {
  return rulesById.get(id)?.docs ?? '';
}

const order = { error: 0, warning: 1, info: 2 } as const;

/** Every finding of every rule, errors first. */
export function lintZone(zone: LintZone): LintFinding[] {
  const prepared = prepareZone(zone);
  return lintRules
    .flatMap((rule) => rule.check(prepared))
    .sort((a, b) => order[a.severity] - order[b.severity]);
}
