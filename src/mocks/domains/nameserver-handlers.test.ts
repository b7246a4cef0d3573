import { fetchDomain } from '../../api/domains/domains';
import {
  fetchDomainNameservers,
  updateDomainNameservers,
  type NameserverUpdateBody,
} from '../../api/domains/nameservers';
import { resetNamespace } from '../state';
import { pollJob } from '../../test/api';
import { mockState, signInAs } from '../../test/session';

const managedPair = ['ns1.panel-dns.example', 'ns2.panel-dns.example'];

async function startManagedSwitch(domainId: string): Promise<string> {
  const outcome = await updateDomainNameservers(domainId, { nameservers: managedPair });
  if (outcome.kind !== 'accepted' || !outcome.operation.pollUrl)
    throw new Error('expected a job to poll');
  return outcome.operation.pollUrl;
}

describe('GET nameservers', () => {
  it('shows the registry lock on the gate', async () => {
    signInAs('owner');
    const nordic = await fetchDomainNameservers('dom_nordic02');
    expect(nordic.actions?.canChangeNameservers).toMatchObject({
      allowed: false,
      code: 'registry_lock_unlock_required',
    });
  });

  it('answers 404 for a domain of another account and for one that does not exist', async () => {
    signInAs('owner');
    await expect(fetchDomainNameservers('dom_foreign99')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(fetchDomainNameservers('dom_missing')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

describe('POST nameservers with external servers', () => {
  it('drops empty entries and keeps glue only for in-bailiwick nameservers', async () => {
    signInAs('owner');
    await updateDomainNameservers('dom_kaffe03', {
      nameservers: ['', 'NS1.Kaffekoppen.se', 'ns9.example.net', ''],
      nsips: ['', '192.0.2.10', '198.51.100.1', ''],
    });
    expect(await fetchDomainNameservers('dom_kaffe03')).toMatchObject({
      nameservers: ['ns1.kaffekoppen.se', 'ns9.example.net'],
      nsips: ['192.0.2.10', ''],
    });
  });

  it.each([
    [
      { nameservers: ['ns1.example.net', 'ns_2.example.net'] },
      '/nameservers/1',
      'invalid_hostname',
    ],
    [{ nameservers: ['ns1.example.net', '', ' '] }, '/nameservers', 'too_few'],
    [
      { nameservers: ['ns1.example.net', 'ns2.example.net'], nsips: ['', '192.0.2.300'] },
      '/nsips/1',
      'invalid_ip',
    ],
    [{ nameservers: ['ns1.kaffekoppen.se', 'ns2.example.net'] }, '/nsips/0', 'glue_required'],
  ])('refuses %j with a pointer at %s', async (body, pointer, code) => {
    signInAs('owner');
    await expect(updateDomainNameservers('dom_kaffe03', body)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
      fieldErrors: [{ pointer, code }],
    });
    expect((await fetchDomainNameservers('dom_kaffe03')).nameservers).toContain(
      'ns1.kaffekoppen.se',
    );
  });

  it('refuses a body that is not the documented shape', async () => {
    signInAs('owner');
    const body = { nameservers: 'ns1.example.net' } as unknown as NameserverUpdateBody;
    await expect(updateDomainNameservers('dom_kaffe03', body)).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ pointer: '/nameservers' }],
    });
  });

  it('answers 409 with the gate while the registry lock is on, and changes nothing', async () => {
    signInAs('owner');
    await expect(
      updateDomainNameservers('dom_nordic02', {
        nameservers: ['ns1.example.net', 'ns2.example.net'],
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'registry_lock_unlock_required',
      actions: {
        canChangeNameservers: { allowed: false, reason: expect.stringContaining('Registry lock') },
      },
    });
    expect((await fetchDomainNameservers('dom_nordic02')).nameservers).toEqual(managedPair);
  });

  it('answers 409 for a domain that is not active', async () => {
    signInAs('owner');
    await expect(
      updateDomainNameservers('dom_studio05', {
        nameservers: ['ns1.example.net', 'ns2.example.net'],
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'domain_not_active',
    });
  });

  it('needs write:domains (403 for support) and the domain to be ours (404)', async () => {
    signInAs('support');
    const body = { nameservers: ['ns1.example.net', 'ns2.example.net'] };
    await expect(updateDomainNameservers('dom_kaffe03', body)).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      detail: expect.stringContaining('write:domains'),
    });
    expect(
      mockState().domains.domains.find((domain) => domain.id === 'dom_kaffe03')?.nameservers,
    ).not.toEqual(body.nameservers);
    signInAs('owner');
    await expect(updateDomainNameservers('dom_foreign99', body)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('POST nameservers with the managed pair', () => {
  it('answers 202 with a job; the nameservers change only when the job completes', async () => {
    signInAs('owner');
    const outcome = await updateDomainNameservers('dom_kaffe03', { nameservers: managedPair });
    expect(outcome).toMatchObject({
      kind: 'accepted',
      operation: { status: 'in_progress', pollUrl: expect.stringMatching(/^\/api\/jobs\/job_/) },
    });
    if (outcome.kind !== 'accepted' || !outcome.operation.pollUrl)
      throw new Error('expected a job');

    const during = await fetchDomainNameservers('dom_kaffe03');
    expect(during.managed).toBe(false);
    expect(during.actions?.canChangeNameservers).toMatchObject({
      allowed: false,
      code: 'operation_in_progress',
    });
    expect((await fetchDomain('dom_kaffe03')).actions?.canChangeNameservers?.allowed).toBe(false);
    await expect(
      updateDomainNameservers('dom_kaffe03', {
        nameservers: ['ns1.example.net', 'ns2.example.net'],
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'operation_in_progress',
    });

    const finished = (await pollJob(outcome.operation.pollUrl)).at(-1);
    expect(finished).toMatchObject({ status: 'completed', pollUrl: null });
    expect(await fetchDomainNameservers('dom_kaffe03')).toMatchObject({
      nameservers: managedPair,
      nsips: ['', ''],
      managed: true,
      actions: { canChangeNameservers: { allowed: true } },
    });
  });

  it('recognises the pair in any order and case', async () => {
    signInAs('owner');
    const outcome = await updateDomainNameservers('dom_granit07', {
      nameservers: ['NS2.panel-dns.example', '', 'ns1.panel-dns.example'],
    });
    expect(outcome.kind).toBe('accepted');
  });

  it('leaves the nameservers as they were when the job fails', async () => {
    resetNamespace('default', 'job-failing');
    signInAs('owner');
    const finished = (await pollJob(await startManagedSwitch('dom_kaffe03'))).at(-1);
    expect(finished).toMatchObject({ status: 'failed', error: { code: 'upstream_failed' } });
    expect(await fetchDomainNameservers('dom_kaffe03')).toMatchObject({
      managed: false,
      actions: { canChangeNameservers: { allowed: true } },
    });
  });
});
