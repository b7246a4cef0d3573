// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseFaultFlags } from './fault-flags.ts';

describe('parseFaultFlags', () => {
  it('turns each flag into a rule', () => {
    const config = parseFaultFlags([
      '--latency=1500',
      '--stall=POST:/api/v2/dns-zones/*',
      '--reset=/api/v2/vps@3',
      '--reset-after=DELETE:/api/v2/dns-zones/*',
      '--error=502:GET:/api/v2/domains*@2',
      '--rate-limit=POST:/api/*',
      '--retry-after=soon',
      '--poll-outage=20',
      '--hostile',
    ]);
    expect(config.hostile).toBe(true);
    expect(config.rules).toEqual([
      { path: '/api/*', fault: 'latency', latencyMs: 1500 },
      { method: 'POST', path: '/api/v2/dns-zones/*', fault: 'stall' },
      { path: '/api/v2/vps', fault: 'reset', every: 3 },
      { method: 'DELETE', path: '/api/v2/dns-zones/*', fault: 'reset-after-sending' },
      { method: 'GET', path: '/api/v2/domains*', fault: 'status', status: 502, every: 2 },
      { method: 'POST', path: '/api/*', fault: 'status', status: 429, retryAfter: 'soon' },
      { path: '/api/jobs/*', fault: 'reset', forMs: 20_000 },
    ]);
  });

  it('takes the JSON shape of POST /__mock/faults', () => {
    const config = parseFaultFlags(['--faults={"rules":[{"path":"/api/*","fault":"stall"}]}']);
    expect(config.rules).toEqual([{ path: '/api/*', fault: 'stall' }]);
  });

  it('refuses an unknown flag and a malformed value, naming the flags it knows', () => {
    expect(() => parseFaultFlags(['--explode'])).toThrow(/Unknown flag --explode[\s\S]*--stall/);
    expect(() => parseFaultFlags(['--error=99:/api/*'])).toThrow(/Bad fault flags/);
    expect(() => parseFaultFlags(['--reset=/api/*@0'])).toThrow(/Bad fault flags/);
  });

  it('gives no faults without flags', () => {
    expect(parseFaultFlags([])).toEqual({ rules: [], hostile: false });
  });
});
