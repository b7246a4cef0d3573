// @vitest-environment node
import { LARGE_ACCOUNT } from './large-account';
import { LARGE_ZONE_ID } from './large-account-dns';
import { createState } from './state';

const own = <T extends { foreign?: boolean }>(items: T[]) => items.filter((item) => !item.foreign);

describe('the large-account scenario', () => {
  const state = createState('large-account');

  it('has the sizes the bench measures', () => {
    expect(own(state.domains.domains)).toHaveLength(LARGE_ACCOUNT.domains);
    expect(state.dns.zones.find((zone) => zone.id === LARGE_ZONE_ID)?.records).toHaveLength(
      LARGE_ACCOUNT.zoneRecords,
    );
    expect(own(state.vps.servers)).toHaveLength(LARGE_ACCOUNT.servers);
    expect(own(state.billing.invoices)).toHaveLength(LARGE_ACCOUNT.invoices);
    expect(state.vps.sshKeys).toHaveLength(LARGE_ACCOUNT.sshKeys);
  });

  it('keeps the default account inside it, so every demo path still exists', () => {
    const defaults = createState('default');
    expect(state.domains.domains.map((domain) => domain.id)).toEqual(
      expect.arrayContaining(defaults.domains.domains.map((domain) => domain.id)),
    );
    expect(state.vps.servers.map((server) => server.id)).toEqual(
      expect.arrayContaining(defaults.vps.servers.map((server) => server.id)),
    );
    expect(state.billing.invoices.map((invoice) => invoice.id)).toEqual(
      expect.arrayContaining(defaults.billing.invoices.map((invoice) => invoice.id)),
    );
  });

  it('never repeats an id or a name within a list', () => {
    const lists = {
      domains: state.domains.domains.map((domain) => domain.name),
      domainIds: state.domains.domains.map((domain) => domain.id),
      records: state.dns.zones.flatMap((zone) => zone.records.map((record) => record.id)),
      zones: state.dns.zones.map((zone) => zone.id),
      servers: state.vps.servers.map((server) => server.id),
      serverNames: state.vps.servers.map((server) => server.name),
      invoices: state.billing.invoices.map((invoice) => invoice.number),
      keys: state.vps.sshKeys.map((key) => key.id),
    };
    for (const [list, values] of Object.entries(lists))
      expect(new Set(values).size, list).toBe(values.length);
  });

  it('never makes an invoice due before it was issued', () => {
    const early = state.billing.invoices.filter(
      ({ issuedAt, dueAt }) => issuedAt && dueAt && Date.parse(dueAt) <= Date.parse(issuedAt),
    );
    expect(early.map((invoice) => invoice.number)).toEqual([]);
  });

  it('is generated the same way every time', () => {
    const again = createState('large-account');
    expect(again.dns.zones.find((zone) => zone.id === LARGE_ZONE_ID)).toEqual(
      state.dns.zones.find((zone) => zone.id === LARGE_ZONE_ID),
    );
    expect(again.vps.servers.at(-1)).toEqual(state.vps.servers.at(-1));
  });
});
