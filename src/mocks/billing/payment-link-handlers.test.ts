import { describe, expect, it } from 'vitest';
import { failure } from '../../test/api';
import { mockState, signInAs } from '../../test/session';
import { alreadyPaidInvoice, generatePaymentLink } from '../../api/billing/payment-link';
import { resolveApiUrl } from '../../api/core/url';

const GENERATE = '/api/v2/billing/invoices/inv_2026110/actions/generate-payment-link';

describe('generatePaymentLink', () => {
  it('reuses the live link instead of making a second one', async () => {
    signInAs('owner');
    const first = await generatePaymentLink('inv_2026098');
    const second = await generatePaymentLink('inv_2026098');
    expect(second.paymentUrl).toBe(first.paymentUrl);
  });

  it('answers 409 invoice_already_paid with the invoice and a closed gate for a paid invoice', async () => {
    signInAs('owner');
    const error = await failure(generatePaymentLink('inv_2026087'));
    expect(error).toMatchObject({ status: 409, code: 'invoice_already_paid' });
    expect(alreadyPaidInvoice(error)).toEqual({
      id: 'inv_2026087',
      number: '2026-087',
      status: 'paid',
    });
    expect(error.actions?.canGeneratePaymentLink).toMatchObject({
      allowed: false,
      reason: expect.any(String),
    });
  });

  it('refuses a cancelled invoice with a 409 whose gate explains why', async () => {
    signInAs('owner');
    const error = await failure(generatePaymentLink('inv_2026070'));
    expect(error).toMatchObject({ status: 409, code: 'invoice_cancelled' });
    expect(alreadyPaidInvoice(error)).toBeNull();
    expect(error.actions?.canGeneratePaymentLink?.allowed).toBe(false);
  });

  it('answers 404 for an invoice that is not the caller’s', async () => {
    signInAs('owner');
    const error = await failure(generatePaymentLink('inv_foreign99'));
    expect(error.status).toBe(404);
  });

  it('is refused with 403 for keys without write:billing, and nothing changes', async () => {
    for (const role of ['team', 'support'] as const) {
      signInAs(role);
      const error = await failure(generatePaymentLink('inv_2026110'));
      expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect(
      mockState().billing.invoices.find((invoice) => invoice.id === 'inv_2026110')?.paymentUrl,
    ).toBeNull();
  });
});

describe('the mock refuses a body on generate-payment-link', () => {
  it('answers 400 invalid_request pointing at a payment method that was sent', async () => {
    signInAs('owner');
    const response = await fetch(resolveApiUrl(GENERATE), {
      method: 'POST',
      headers: { Authorization: 'Bearer demo_owner_key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'swish' }),
    });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      code: 'invalid_request',
      errors: [{ pointer: '/paymentMethod', code: 'not_allowed' }],
    });
  });
});
