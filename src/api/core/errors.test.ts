// @vitest-environment node
import fc from 'fast-check';
import { errorFromResponse } from './errors';
import { parsePointer, pointerToFieldName } from './json-pointer';

const problem = (body: unknown) => JSON.stringify(body);

describe('errorFromResponse', () => {
  it('reads every Problem Details field, field errors and the recovery fields of a 409', () => {
    const error = errorFromResponse(
      409,
      'Conflict',
      problem({
        type: 'https://errors.example/invoice_already_paid',
        title: 'Conflict',
        status: 409,
        detail: 'The invoice is already paid.',
        code: 'invoice_already_paid',
        instance: '/api/v2/billing/invoices/inv_1/actions/generate-payment-link',
        requestId: 'req_123',
        timestamp: '2026-11-21T10:00:00.000Z',
        invoice: { id: 'inv_1', number: '2026-1', status: 'paid' },
        actions: { canGeneratePaymentLink: { allowed: false, reason: 'Already paid.' }, junk: 'x' },
      }),
      null,
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      code: 'invoice_already_paid',
      title: 'Conflict',
      detail: 'The invoice is already paid.',
      requestId: 'req_123',
      instance: '/api/v2/billing/invoices/inv_1/actions/generate-payment-link',
      invoice: { id: 'inv_1', number: '2026-1', status: 'paid' },
      actions: { canGeneratePaymentLink: { allowed: false, reason: 'Already paid.', code: null } },
    });
  });

  it('maps both pointer spellings onto dotted field names', () => {
    const error = errorFromResponse(
      400,
      'Bad Request',
      problem({
        code: 'invalid_request',
        errors: [
          { pointer: '/records/0/ttl', detail: 'At least 60.', code: 'too_small' },
          { pointer: '#/nameservers/1', detail: 'Not a hostname.', code: 'invalid' },
          { pointer: '/a~1b/c~0d', detail: 'Escaped.', code: 'x' },
          { detail: 'no pointer, skipped' },
        ],
      }),
      null,
    );
    expect(error.fieldErrors.map((item) => item.field)).toEqual([
      'records.0.ttl',
      'nameservers.1',
      'a/b.c~d',
    ]);
    expect(error.fieldErrors[0]).toMatchObject({
      detail: 'At least 60.',
      code: 'too_small',
      path: ['records', '0', 'ttl'],
    });
  });

  it('gives a usable error for an HTML 502 from a proxy', () => {
    const error = errorFromResponse(
      502,
      'Bad Gateway',
      '<html><h1>502 Bad Gateway</h1></html>',
      null,
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      title: 'Bad Gateway',
      code: null,
      detail: null,
    });
  });

  it('reads Retry-After', () => {
    expect(errorFromResponse(429, 'Too Many Requests', '{}', '7').retryAfterSeconds).toBe(7);
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (status, body) => {
          const error = errorFromResponse(status, '', body, null);
          expect(error.status).toBe(status);
          expect(Array.isArray(error.fieldErrors)).toBe(true);
        },
      ),
    );
  });

  it('keeps nothing but support details in its JSON', () => {
    const error = errorFromResponse(
      403,
      'Forbidden',
      problem({ code: 'forbidden', requestId: 'req_9', detail: 'Missing write:billing' }),
      null,
    );
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      kind: 'http',
      status: 403,
      code: 'forbidden',
      title: 'Forbidden',
      detail: 'Missing write:billing',
      requestId: 'req_9',
    });
  });
});

describe('JSON pointers', () => {
  it('round-trips any path through escaping', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 5 }),
        (tokens) => {
          const pointer =
            '/' + tokens.map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
          expect(parsePointer(pointer)).toEqual(tokens);
          expect(parsePointer('#' + encodeURIComponent(pointer).replace(/%2F/g, '/'))).toEqual(
            tokens,
          );
        },
      ),
    );
  });

  it('treats the root and a bare name sensibly', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('#')).toEqual([]);
    expect(pointerToFieldName('email')).toBe('email');
  });
});
