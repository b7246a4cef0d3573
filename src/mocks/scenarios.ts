/**
 * Named situations the fake can be put in, so gates, failures and slow jobs are reachable in
 * development (`?scenario=` in mock mode), tests and demos.
 */
export const scenarioNames = [
  'default',
  'slow-network',
  'rate-limited',
  'upstream-failing',
  'bad-gateway-html',
  'job-failing',
  'slow-jobs',
  'empty-account',
  'large-account',
  'cdn-report-ready',
  'cdn-report-pending',
  'cdn-report-failed',
  'cdn-report-none',
  'cdn-report-unsupported',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export function isScenarioName(value: string | null | undefined): value is ScenarioName {
  return (
    value !== null && value !== undefined && (scenarioNames as readonly string[]).includes(value)
  );
}

/** How many polls a job takes before it ends, per scenario. */
export function jobSteps(scenario: ScenarioName): number {
  return scenario === 'slow-jobs' ? 12 : 3;
}
