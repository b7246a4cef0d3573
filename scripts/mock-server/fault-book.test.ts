// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FaultBook } from './fault-book.ts';
import { faultConfig } from './fault-config.ts';

const config = (rules: unknown[], hostile = false) => faultConfig.parse({ rules, hostile });

describe('FaultBook', () => {
  it('hits every nth matching request, counting only requests that match', () => {
    const book = new FaultBook();
    book.set(
      't1',
      config([{ method: 'DELETE', path: '/api/v2/dns-zones/*', fault: 'reset', every: 2 }]),
    );
    const kinds = [
      book.decide('t1', 'DELETE', '/api/v2/dns-zones/z1/records/r1').kind,
      book.decide('t1', 'GET', '/api/v2/dns-zones/z1').kind,
      book.decide('t1', 'DELETE', '/api/v2/dns-zones/z1/records/r2').kind,
      book.decide('t1', 'DELETE', '/api/v2/dns-zones/z1/records/r3').kind,
      book.decide('t1', 'DELETE', '/api/v2/dns-zones/z1/records/r4').kind,
    ];
    expect(kinds).toEqual(['none', 'none', 'reset', 'none', 'reset']);
  });

  it('stops after `times` hits', () => {
    const book = new FaultBook();
    book.set('t1', config([{ path: '/api/*', fault: 'status', status: 503, times: 1 }]));
    expect(book.decide('t1', 'GET', '/api/v2/vps')).toEqual({ kind: 'status', status: 503 });
    expect(book.decide('t1', 'GET', '/api/v2/vps')).toEqual({ kind: 'none' });
  });

  it('keeps an outage for `forMs` after its first hit, then lets requests through', () => {
    const book = new FaultBook();
    book.set('t1', config([{ path: '/api/jobs/*', fault: 'reset', forMs: 20_000 }]));
    expect(book.decide('t1', 'GET', '/api/jobs/j1', 1_000).kind).toBe('reset');
    expect(book.decide('t1', 'GET', '/api/jobs/j1', 20_999).kind).toBe('reset');
    expect(book.decide('t1', 'GET', '/api/jobs/j1', 21_000).kind).toBe('none');
  });

  it('passes a Retry-After through as given, however odd', () => {
    const book = new FaultBook();
    book.set(
      't1',
      config([{ method: 'POST', path: '*', fault: 'status', status: 429, retryAfter: 'soon' }]),
    );
    expect(book.decide('t1', 'POST', '/api/v2/dns-zones/z1/records')).toEqual({
      kind: 'status',
      status: 429,
      retryAfter: 'soon',
    });
  });

  it('keeps namespaces apart; one without its own faults follows the command line', () => {
    const book = new FaultBook(
      config([{ path: '/api/*', fault: 'latency', latencyMs: 1500 }], true),
    );
    book.set('t1', config([]));
    expect(book.decide('t1', 'GET', '/api/v2/vps').kind).toBe('none');
    expect(book.hostile('t1')).toBe(false);
    expect(book.decide('t2', 'GET', '/api/v2/vps')).toEqual({ kind: 'latency', latencyMs: 1500 });
    expect(book.hostile('t2')).toBe(true);
    book.clear('t1');
    expect(book.decide('t1', 'GET', '/api/v2/vps').kind).toBe('latency');
  });

  it('lets the first rule that hits decide', () => {
    const book = new FaultBook();
    book.set(
      't1',
      config([
        { path: '/api/v2/vps', fault: 'stall', every: 2 },
        { path: '/api/*', fault: 'status', status: 500 },
      ]),
    );
    expect(book.decide('t1', 'GET', '/api/v2/vps').kind).toBe('status');
    expect(book.decide('t1', 'GET', '/api/v2/vps').kind).toBe('stall');
  });
});
