import type { FaultConfig, FaultRule } from './fault-config.ts';
import { noFaults } from './fault-config.ts';

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'stall' }
  | { kind: 'reset' }
  | { kind: 'reset-after-sending' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'latency'; latencyMs: number };

interface RuleCount {
  matched: number;
  hits: number;
  firstHitAt?: number;
}

interface Book {
  config: FaultConfig;
  counts: RuleCount[];
}

function pathPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

function ruleMatches(rule: FaultRule, method: string, path: string) {
  return (
    (!rule.method || rule.method.toUpperCase() === method) && pathPattern(rule.path).test(path)
  );
}

/** Whether this match of the rule is one it hits, counting as it goes. */
function hits(rule: FaultRule, count: RuleCount, now: number): boolean {
  count.matched += 1;
  if (count.matched % (rule.every ?? 1) !== 0) return false;
  if (rule.times !== undefined && count.hits >= rule.times) return false;
  if (rule.forMs !== undefined && count.firstHitAt !== undefined) {
    if (now - count.firstHitAt >= rule.forMs) return false;
  }
  count.hits += 1;
  count.firstHitAt ??= now;
  return true;
}

function decisionFor(rule: FaultRule): FaultDecision {
  switch (rule.fault) {
    case 'status':
      return { kind: 'status', status: rule.status ?? 503, retryAfter: rule.retryAfter };
    case 'latency':
      return { kind: 'latency', latencyMs: rule.latencyMs ?? 1_000 };
    default:
      return { kind: rule.fault };
  }
}

/**
 * The faults each namespace is under, with counters so rates are deterministic. Namespaces
 * without their own configuration follow the one given on the command line.
 */
export class FaultBook {
  private readonly books = new Map<string, Book>();
  private fallback: Book;

  constructor(commandLine: FaultConfig = noFaults) {
    this.fallback = {
      config: commandLine,
      counts: commandLine.rules.map(() => ({ matched: 0, hits: 0 })),
    };
  }

  set(namespace: string, config: FaultConfig): void {
    this.books.set(namespace, {
      config,
      counts: config.rules.map(() => ({ matched: 0, hits: 0 })),
    });
  }

  clear(namespace: string): void {
    this.books.delete(namespace);
  }

  hostile(namespace: string): boolean {
    return this.bookOf(namespace).config.hostile;
  }

  /** The first rule that matches and hits decides; rules after it do not see the request. */
  decide(namespace: string, method: string, path: string, now = Date.now()): FaultDecision {
    const book = this.bookOf(namespace);
    for (const [index, rule] of book.config.rules.entries()) {
      const count = book.counts[index];
      if (count && ruleMatches(rule, method, path) && hits(rule, count, now)) {
        return decisionFor(rule);
      }
    }
    return { kind: 'none' };
  }

  private bookOf(namespace: string): Book {
    return this.books.get(namespace) ?? this.fallback;
  }
}
