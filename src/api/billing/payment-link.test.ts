import { describe, expect, it } from 'vitest';
import { failure } from '../../test/api';
import { mockState, signInAs } from '../../test/session';
import { invoiceQuery } from './billing';
import { fetchPaymentLink, generatePaymentLink, paymentLinkQuery } from './payment-link';
import { createQueryClient } from '../core/query-client';

const GENERATE = '/api/v2/billing/invoices/inv_2026110/actions/generate-payment-link';

describe('generatePaymentLink', () => {
  it('sends no body and answers with an https payment page that the invoice then carries', async () => {
    signInAs('owner');
    const link = await generatePaymentLink('inv_2026110');

    const sent = mockState().requests.filter((entry) => entry.path === GENERATE);
    expect(sent).toEqual([{ method: 'POST', path: GENERATE, search: '', body: undefined }]);
    expect(new URL(link.paymentUrl).protocol).toBe('https:');
    expect(link.expiresAt).toEqual(expect.any(String));
    expect(link.invoice).toMatchObject({
      id: 'inv_2026110',
      number: '2026-110',
      amount: 1249.5,
      currencyCode: 'SEK',
      status: 'unpaid',
      paymentUrl: link.paymentUrl,
    });

    const invoice = await createQueryClient().fetchQuery(invoiceQuery('inv_2026110'));
    expect(invoice.paymentUrl).toBe(link.paymentUrl);
  });

  it('is not sent at all from a read-only session', async () => {
    signInAs('owner', { readOnly: true });
    const error = await failure(generatePaymentLink('inv_2026110'));
    expect(error.kind).toBe('read_only');
    expect(mockState().requests.some((entry) => entry.path === GENERATE)).toBe(false);
  });
});

describe('fetchPaymentLink', () => {
  it('is null while no link exists, and the generated link afterwards', async () => {
    signInAs('owner');
    const client = createQueryClient();
    expect(await client.fetchQuery(paymentLinkQuery('inv_2026110'))).toBeNull();
    const generated = await generatePaymentLink('inv_2026110');
    expect(await fetchPaymentLink('inv_2026110')).toMatchObject({
      paymentUrl: generated.paymentUrl,
      invoice: { id: 'inv_2026110' },
    });
  });

  it('is null for a paid invoice', async () => {
    signInAs('owner');
    expect(await fetchPaymentLink('inv_2026087')).toBeNull();
  });

  it('still fails on other errors', async () => {
    signInAs('team');
    const error = await failure(fetchPaymentLink('inv_2026110'));
    expect(error.status).toBe(403);
  });
});
