// @vitest-environment node
import fc from 'fast-check';
import { normaliseBaseUrl } from './runtime-config';
import { resolveApiUrl, resolvePollUrl } from './url';

describe('API URLs', () => {
  it('appends paths to the base, keeping a path prefix', () => {
    expect(resolveApiUrl('/api/v2/domains', 'https://api.example.com').href).toBe(
      'https://api.example.com/api/v2/domains',
    );
    expect(resolveApiUrl('/api/v2/domains', 'https://example.com/hosting').href).toBe(
      'https://example.com/hosting/api/v2/domains',
    );
  });

  it('resolves both poll URL shapes of the spec without a version prefix for jobs', () => {
    expect(resolvePollUrl('/api/jobs/job_123', 'https://example.com/p').href).toBe(
      'https://example.com/p/api/jobs/job_123',
    );
    expect(
      resolvePollUrl('/api/v2/shared-hosting/acct_1/backups/queue/job_9', 'https://example.com')
        .href,
    ).toBe('https://example.com/api/v2/shared-hosting/acct_1/backups/queue/job_9');
  });

  it.each([
    'https://evil.example/api/jobs/job_1',
    '//evil.example/api/jobs/job_1',
    '/api/jobs/../../steal',
    '/api/v2/domains',
    '/api/jobs/job_1?x=https://evil.example',
    'javascript:alert(1)',
  ])('refuses the poll URL %s', (pollUrl) => {
    expect(() => resolvePollUrl(pollUrl, 'https://api.example.com')).toThrow(
      expect.objectContaining({ kind: 'unsafe_url' }),
    );
  });

  it('never leaves the base origin, whatever path it is given', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        try {
          const url = resolveApiUrl(path, 'https://api.example.com/base');
          expect(url.origin).toBe('https://api.example.com');
          expect(url.pathname.startsWith('/base/api/')).toBe(true);
        } catch (error) {
          expect(error).toMatchObject({ kind: 'unsafe_url' });
        }
      }),
    );
  });

  it('normalises the configured base and refuses credentials or other schemes', () => {
    expect(normaliseBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    expect(normaliseBaseUrl('')).toBe('');
    expect(() => normaliseBaseUrl('ftp://x')).toThrow();
    expect(() => normaliseBaseUrl('https://user:pw@x.example')).toThrow();
  });
});
