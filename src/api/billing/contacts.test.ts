import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { addBillingContact, billingContactsQuery } from './contacts';
import { createQueryClient } from '../core/query-client';

const CONTACTS = '/api/v2/billing/payment-methods/contacts';

const posted = () =>
  mockState().requests.filter((entry) => entry.method === 'POST' && entry.path === CONTACTS);

describe('billingContactsQuery', () => {
  it('lists the recipients and lets the account owner manage them', async () => {
    signInAs('owner');
    const list = await createQueryClient().fetchQuery(billingContactsQuery());
    expect(list.data).toEqual([
      { id: 'ctc_0001', email: 'accounts@example.com', description: 'Bookkeeping' },
      { id: 'ctc_0002', email: 'cfo@example.com', description: null },
    ]);
    expect(list.actions?.canManage).toMatchObject({ allowed: true });
  });
});

describe('addBillingContact', () => {
  it('sends the lowercased email and description and gets the new contact back', async () => {
    signInAs('owner');
    const contact = await addBillingContact({
      email: 'Invoices@Example.COM',
      description: 'Accounts payable',
    });
    expect(posted().map((entry) => entry.body)).toEqual([
      { email: 'Invoices@Example.COM', description: 'Accounts payable' },
    ]);
    expect(contact).toEqual({
      id: expect.any(String),
      email: 'invoices@example.com',
      description: 'Accounts payable',
    });
    const list = await createQueryClient().fetchQuery(billingContactsQuery());
    expect(list.data.map((entry) => entry.email)).toContain('invoices@example.com');
  });

  it('leaves the description out when there is none', async () => {
    signInAs('owner');
    const contact = await addBillingContact({ email: 'ap@example.com' });
    expect(posted()[0]?.body).toEqual({ email: 'ap@example.com' });
    expect(contact.description).toBeNull();
  });
});
