import type { z } from '../../api/core/z';

type Issue = z.core.$ZodIssue;
export type IssueWording = Record<string, (issue: Issue) => string>;

function limitOf(issue: Issue): string {
  if (issue.code === 'too_small') return String(issue.minimum);
  if (issue.code === 'too_big') return String(issue.maximum);
  return '?';
}

/** The API's own words for the panel's message keys (the panel translates the same keys itself). */
const wording: IssueWording = {
  storageHintFormat: () => 'storage must be 1 to 64 letters, digits, underscores or hyphens.',
  templateRequired: () => 'templateId is required; take one from GET /api/v2/vps/{id}/templates.',
  hostnameLabel: () =>
    'name must be a hostname label: up to 63 letters, digits or hyphens, not starting or ending with a hyphen.',
  wholeNumber: () => 'Must be a whole number.',
  regionLength: () => 'region must be at most 64 characters.',
  cpuCoresRange: () => 'cpuCores must be 1 to 32.',
  memoryGbRange: () => 'memoryGb must be 1 to 256.',
  storageGbMax: (issue) => `storageGb must be at most ${limitOf(issue)}.`,
  storageBelowMinimum: (issue) => `storageGb must be at least ${limitOf(issue)}.`,
};

export function describeIssue(issue: Issue, overrides: IssueWording = {}): string {
  const word = overrides[issue.message] ?? wording[issue.message];
  return word ? word(issue) : issue.message;
}
