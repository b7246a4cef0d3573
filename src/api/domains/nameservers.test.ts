import {
  fetchDomainNameservers,
  updateDomainNameservers,
  type NameserverUpdateBody,
} from './nameservers';
import { mockState, signInAs } from '../../test/session';

const managedPair = ['ns1.panel-dns.example', 'ns2.panel-dns.example'];

describe('GET nameservers', () => {
  it('lists the current nameservers, glue, managed pair and gate', async () => {
    signInAs('support');
    const kaffe = await fetchDomainNameservers('dom_kaffe03');
    expect(kaffe).toEqual({
      domainId: 'dom_kaffe03',
      nameservers: ['ns1.kaffekoppen.se', 'ns2.kaffekoppen.se', 'ns3.hosting-partner.example'],
      nsips: ['192.0.2.53', '2001:db8:53::2', ''],
      managed: false,
      managedNameservers: managedPair,
      actions: { canChangeNameservers: { allowed: true, reason: null } },
    });
    expect((await fetchDomainNameservers('dom_aurora01')).managed).toBe(true);
  });
});

describe('POST nameservers with external servers', () => {
  it('updates at once, and the server received exactly the body sent', async () => {
    signInAs('team');
    const body: NameserverUpdateBody = { nameservers: ['ns1.example.net', 'ns2.example.net'] };
    const outcome = await updateDomainNameservers('dom_aurora01', body);
    expect(outcome).toEqual({
      kind: 'updated',
      result: { updated: true, syncTriggered: true, serviceStatus: 'active' },
    });
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/domains/dom_aurora01/nameservers',
      body,
    });
    const after = await fetchDomainNameservers('dom_aurora01');
    expect(after).toMatchObject({
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      nsips: ['', ''],
      managed: false,
    });
  });
});
