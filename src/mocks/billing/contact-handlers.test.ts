import { describe, expect, it } from 'vitest';
import { failure } from '../../test/api';
import { mockState, signInAs } from '../../test/session';
import { addBillingContact, billingContactsQuery } from '../../api/billing/contacts';
import { createQueryClient } from '../../api/core/query-client';
import { resolveApiUrl } from '../../api/core/url';

const CONTACTS = '/api/v2/billing/payment-methods/contacts';

describe('billingContactsQuery', () => {
  it('tells a non-owner session that only the owner can manage recipients', async () => {
    signInAs('support');
    const list = await createQueryClient().fetchQuery(billingContactsQuery());
    expect(list.data).toHaveLength(2);
    expect(list.actions?.canManage).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/account owner/),
    });
  });

  it('answers 403 to a key without billing scopes', async () => {
    signInAs('team');
    await expect(createQueryClient().fetchQuery(billingContactsQuery())).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('addBillingContact', () => {
  it('gets back a description cut to 255 characters, as the server stores it', async () => {
    signInAs('owner');
    const contact = await addBillingContact({
      email: 'long@example.com',
      description: `${'é'.repeat(250)}${'😀'.repeat(10)}`,
    });
    expect(contact.description).toBe(`${'é'.repeat(250)}${'😀'.repeat(5)}`);
  });

  it('ignores fields the spec does not know', async () => {
    signInAs('owner');
    const response = await fetch(resolveApiUrl(CONTACTS), {
      method: 'POST',
      headers: { Authorization: 'Bearer demo_owner_key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'extra@example.com', role: 'admin' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      email: 'extra@example.com',
      description: null,
    });
  });

  it('rejects a duplicate with 400 invalid_request pointing at the email', async () => {
    signInAs('owner');
    const error = await failure(addBillingContact({ email: 'Accounts@Example.com' }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.fieldErrors).toEqual([
      {
        pointer: '/email',
        field: 'email',
        path: ['email'],
        detail: 'This address already receives invoice copies.',
        code: 'duplicate',
      },
    ]);
    expect(mockState().billing.contacts).toHaveLength(2);
  });

  it('rejects an invalid email with 400 pointing at /email', async () => {
    signInAs('owner');
    const error = await failure(addBillingContact({ email: 'not-an-address' }));
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.fieldErrors.map((fieldError) => fieldError.pointer)).toEqual(['/email']);
  });

  it('is refused with 403 for the support and team keys, and nothing is added', async () => {
    for (const role of ['support', 'team'] as const) {
      signInAs(role);
      const error = await failure(addBillingContact({ email: 'new@example.com' }));
      expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect(mockState().billing.contacts).toHaveLength(2);
  });
});
