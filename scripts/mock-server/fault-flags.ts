import type { FaultConfig, FaultRule } from './fault-config.ts';
import { faultConfig } from './fault-config.ts';

export const faultFlagsHelp = `Fault flags (each may be repeated; TARGET is [METHOD:]PATH, * matches anything):
  --latency=MS[@TARGET]          answer after MS milliseconds (every API request without a TARGET)
  --stall=TARGET                 never answer
  --reset=TARGET[@N]             cut the connection before the API sees the request (every Nth)
  --reset-after=TARGET[@N]       let the API act, then cut the connection (every Nth)
  --error=STATUS:TARGET[@N]      answer STATUS (5xx, 4xx) (every Nth)
  --rate-limit=TARGET[@N]        answer 429 with --retry-after (default 5; any text is sent as is)
  --poll-outage=SECONDS          job polls (/api/jobs/*) fail for SECONDS after the first one
  --hostile                      names and descriptions in answers become hostile but valid text
  --faults=JSON                  the same as POST /__mock/faults takes (see docs/developing.md)`;

function target(text: string): Pick<FaultRule, 'method' | 'path'> {
  const match = /^([A-Z]+):(\/.*)$/.exec(text);
  return match ? { method: match[1], path: match[2] ?? '/' } : { path: text };
}

/** `TARGET@N` → the target and N (every Nth matching request). */
function targetAndRate(text: string): Pick<FaultRule, 'method' | 'path' | 'every'> {
  const at = text.lastIndexOf('@');
  if (at < 0) return target(text);
  return { ...target(text.slice(0, at)), every: Number(text.slice(at + 1)) };
}

/** Reads the fault flags from a command line; anything malformed is refused with a message. */
export function parseFaultFlags(argv: readonly string[]): FaultConfig {
  const rules: unknown[] = [];
  let hostile = false;
  let retryAfter = '5';
  let extra: { rules?: unknown[]; hostile?: boolean } = {};
  for (const arg of argv) {
    const [flag = '', value = ''] = arg.split(/=(.*)/s);
    switch (flag) {
      case '--latency': {
        const [ms = '', on] = value.split(/@(.*)/s);
        rules.push({ ...target(on ?? '/api/*'), fault: 'latency', latencyMs: Number(ms) });
        break;
      }
      case '--stall':
        rules.push({ ...target(value), fault: 'stall' });
        break;
      case '--reset':
        rules.push({ ...targetAndRate(value), fault: 'reset' });
        break;
      case '--reset-after':
        rules.push({ ...targetAndRate(value), fault: 'reset-after-sending' });
        break;
      case '--error': {
        const [status = '', rest = ''] = value.split(/:(.*)/s);
        rules.push({ ...targetAndRate(rest), fault: 'status', status: Number(status) });
        break;
      }
      case '--rate-limit':
        rules.push({ ...targetAndRate(value), fault: 'status', status: 429 });
        break;
      case '--retry-after':
        retryAfter = value;
        break;
      case '--poll-outage':
        rules.push({ path: '/api/jobs/*', fault: 'reset', forMs: Number(value) * 1000 });
        break;
      case '--hostile':
        hostile = true;
        break;
      case '--faults':
        extra = JSON.parse(value) as typeof extra;
        break;
      default:
        throw new Error(`Unknown flag ${arg}\n\n${faultFlagsHelp}`);
    }
  }
  const withRetryAfter = rules.map((rule) =>
    (rule as { status?: number }).status === 429 ? { ...(rule as object), retryAfter } : rule,
  );
  const parsed = faultConfig.safeParse({
    rules: [...withRetryAfter, ...(extra.rules ?? [])],
    hostile: hostile || extra.hostile === true,
  });
  if (!parsed.success)
    throw new Error(`Bad fault flags: ${parsed.error.message}\n\n${faultFlagsHelp}`);
  return parsed.data;
}
