import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { invoiceListQuery } from './billing';
import { createQueryClient } from '../core/query-client';

describe('invoiceListQuery', () => {
  it('sends the status filter and gets only invoices in that status', async () => {
    signInAs('owner');
    const page = await createQueryClient().fetchQuery(invoiceListQuery({ status: 'paid' }));
    expect(page.data.map((invoice) => invoice.id)).toEqual([
      'inv_2026087',
      'inv_payg09',
      'inv_payg07',
    ]);
    const sent = mockState().requests.find((entry) => entry.path === '/api/v2/billing/invoices');
    expect(new URLSearchParams(sent?.search).get('status')).toBe('paid');
  });
});
