import { fetchDomain } from '../../api/domains/domains';
import {
  fetchDomainRenewal,
  renewalResponseSchema,
  respondToRenewal,
} from '../../api/domains/renewal';
import { request } from '../../api/core/http';
import { mockState, signInAs } from '../../test/session';

const respondPath = '/api/v2/domains/dom_aurora01/actions/respond-to-renewal';
const invoiceStatus = (id: string) =>
  mockState().billing.invoices.find((invoice) => invoice.id === id)?.status;

describe('GET renewal', () => {
  it('has no order and a closed gate for a domain without a pending renewal', async () => {
    signInAs('owner');
    expect(await fetchDomainRenewal('dom_kaffe03')).toMatchObject({
      pendingRenewalOrder: null,
      actions: { canRespondToRenewal: { allowed: false, code: 'no_pending_renewal' } },
    });
  });
});

describe('respond to renewal: accept', () => {
  it('is allowed with write:domains alone (team key)', async () => {
    signInAs('team');
    expect((await respondToRenewal('dom_aurora01', 'accept')).decision).toBe('accepted');
  });

  it('once the invoice is paid the order is fulfilled and the registration extended', async () => {
    signInAs('owner');
    await respondToRenewal('dom_aurora01', 'accept');
    const invoice = mockState().billing.invoices.find(
      (candidate) => candidate.id === 'inv_renew01',
    );
    if (!invoice) throw new Error('seed invoice missing');
    invoice.status = 'paid';
    const domain = await fetchDomain('dom_aurora01');
    expect(domain.pendingRenewalOrder).toBeNull();
    expect(domain.expiresAt).toBe('2027-12-14T00:00:00.000Z');
  });
});

describe('respond to renewal: decline', () => {
  it('cancels the order and its invoice; no invoice is returned', async () => {
    signInAs('owner');
    const response = await respondToRenewal('dom_aurora01', 'decline');
    expect(response).toEqual({
      domainId: 'dom_aurora01',
      decision: 'declined',
      newExpiresAt: null,
      renewalInvoice: null,
    });
    expect(await fetchDomainRenewal('dom_aurora01')).toMatchObject({
      pendingRenewalOrder: null,
      actions: { canRespondToRenewal: { allowed: false } },
    });
    expect((await fetchDomain('dom_aurora01')).pendingRenewalOrder).toBeNull();
    expect(invoiceStatus('inv_renew01')).toBe('cancelled');
  });

  it('needs write:billing too: the team key gets 403 naming the scope, and nothing changes', async () => {
    signInAs('team');
    await expect(respondToRenewal('dom_aurora01', 'decline')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      detail: expect.stringContaining('write:billing'),
    });
    expect((await fetchDomainRenewal('dom_aurora01')).pendingRenewalOrder).not.toBeNull();
    expect(invoiceStatus('inv_renew01')).toBe('unpaid');
  });
});

describe('respond to renewal: body and errors', () => {
  it('uses accept when both accept and decision are sent', async () => {
    signInAs('owner');
    const response = await request(renewalResponseSchema, {
      method: 'POST',
      path: respondPath,
      body: { accept: true, decision: 'decline' },
    });
    expect(response.decision).toBe('accepted');
    const declined = await request(renewalResponseSchema, {
      method: 'POST',
      path: respondPath,
      body: { accept: false, decision: 'accept' },
    });
    expect(declined.decision).toBe('declined');
  });

  it.each([
    [{}, '/decision'],
    [{ decision: 'maybe' }, '/decision'],
    [{ accept: 'yes' }, '/accept'],
  ])('refuses %j with a pointer at %s', async (body, pointer) => {
    signInAs('owner');
    await expect(
      request(renewalResponseSchema, { method: 'POST', path: respondPath, body }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
      fieldErrors: [{ pointer }],
    });
  });

  it('answers 409 with the gate when there is no pending renewal', async () => {
    signInAs('owner');
    await expect(respondToRenewal('dom_kaffe03', 'accept')).rejects.toMatchObject({
      status: 409,
      code: 'no_pending_renewal',
      actions: { canRespondToRenewal: { allowed: false } },
    });
  });

  it('answers 403 for the read-only support key and 404 for a foreign domain', async () => {
    signInAs('support');
    await expect(respondToRenewal('dom_aurora01', 'accept')).rejects.toMatchObject({ status: 403 });
    signInAs('owner');
    await expect(respondToRenewal('dom_foreign99', 'accept')).rejects.toMatchObject({
      status: 404,
    });
  });
});
