import { redact } from './redact';

export type DriftReporter = (report: { endpoint: string; paths: string[] }) => void;

const defaultReporter: DriftReporter = (report) => {
  console.warn(redact(`API response drift at ${report.endpoint}: ${report.paths.join(', ')}`));
};

let reporter: DriftReporter = defaultReporter;
const seen = new Set<string>();

/** A response that broke its schema is reported once per endpoint and shape, with paths only. */
export function reportDrift(endpoint: string, paths: string[]): void {
  const key = `${endpoint} ${paths.join(',')}`;
  if (seen.has(key)) return;
  seen.add(key);
  reporter({ endpoint, paths });
}

export function setDriftReporter(next: DriftReporter | null): void {
  reporter = next ?? defaultReporter;
  seen.clear();
}
