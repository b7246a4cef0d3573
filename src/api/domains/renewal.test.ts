import { fetchDomainRenewal, renewalResponseSchema, respondToRenewal } from './renewal';
import { mockState, signInAs } from '../../test/session';

const respondPath = '/api/v2/domains/dom_aurora01/actions/respond-to-renewal';
const invoiceStatus = (id: string) =>
  mockState().billing.invoices.find((invoice) => invoice.id === id)?.status;

describe('GET renewal', () => {
  it('shows the pending renewal order and that it can be answered', async () => {
    signInAs('support');
    expect(await fetchDomainRenewal('dom_aurora01')).toEqual({
      domainId: 'dom_aurora01',
      pendingRenewalOrder: {
        id: 'ord_renew01',
        createdAt: '2026-11-14T09:12:00.000Z',
        period: 1,
        amount: 189,
        currencyCode: 'SEK',
        invoiceId: 'inv_renew01',
      },
      actions: { canRespondToRenewal: { allowed: true, reason: null } },
    });
  });
});

describe('respond to renewal: accept', () => {
  it('returns the payable invoice and keeps the order until it is paid', async () => {
    signInAs('owner');
    const response = await respondToRenewal('dom_aurora01', 'accept');
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: respondPath,
      body: { decision: 'accept' },
    });
    expect(response).toEqual({
      domainId: 'dom_aurora01',
      decision: 'accepted',
      newExpiresAt: null,
      renewalInvoice: {
        id: 'inv_renew01',
        number: '2026-111',
        amount: 189,
        currencyCode: 'SEK',
        status: 'unpaid',
        paymentUrl: expect.stringMatching(/^https:\/\//),
      },
    });
    expect((await fetchDomainRenewal('dom_aurora01')).pendingRenewalOrder?.id).toBe('ord_renew01');
    expect(invoiceStatus('inv_renew01')).toBe('unpaid');
  });
});

describe('renewalInvoice parsing', () => {
  const invoice = { id: 'inv_1', number: '1', amount: 1, currencyCode: 'SEK', status: 'unpaid' };
  const parse = (paymentUrl: unknown) =>
    renewalResponseSchema.parse({
      domainId: 'dom_1',
      decision: 'accepted',
      newExpiresAt: null,
      renewalInvoice: { ...invoice, paymentUrl },
    }).renewalInvoice?.paymentUrl;

  it('keeps an https payment URL and treats anything else as absent', () => {
    expect(parse('https://pay.example/i/1')).toBe('https://pay.example/i/1');
    expect(parse('http://pay.example/i/1')).toBeNull();
    expect(parse('javascript:alert(1)')).toBeNull();
    expect(parse(null)).toBeNull();
  });
});
