import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../../api/core/query-client';
import { vpsSshAccessQuery } from '../../api/vps/ssh-access';
import { rebuildVps } from '../../api/vps/rebuild';

const readAccess = (id: string) => createQueryClient().fetchQuery(vpsSshAccessQuery(id));
const seeded = (id: string) => {
  const server = mockState().vps.servers.find((candidate) => candidate.id === id);
  if (!server) throw new Error(`no seeded server ${id}`);
  return server;
};

describe('live SSH access', () => {
  it('marks saved keys active only when the guest holds them', async () => {
    signInAs('owner');
    const access = await readAccess('vps_web01');
    const byName = Object.fromEntries(access.savedKeys.map((key) => [key.name, key]));
    expect(byName['anna@laptop']).toMatchObject({
      active: true,
      activeEntryIds: [access.entries[0]?.id],
    });
    expect(byName['old-laptop']).toMatchObject({ active: false, activeEntryIds: [] });
  });

  it('is unavailable with no entries for a stopped server', async () => {
    signInAs('owner');
    const access = await readAccess('vps_build03');
    expect(access).toMatchObject({
      available: false,
      unavailableReason: 'vm_not_running',
      entries: [],
      revision: null,
    });
    expect(access.unavailableMessage).toMatch(/not running/i);
  });

  it('is unavailable when the guest agent does not answer', async () => {
    signInAs('owner');
    const access = await readAccess('vps_legacy04');
    expect(access).toMatchObject({
      available: false,
      unavailableReason: 'guest_agent_unavailable',
      entries: [],
    });
  });

  it.each(['guest_exec_disabled', 'unsupported_guest'] as const)(
    'reports %s from the guest',
    async (reason) => {
      seeded('vps_db02').guestAccessBlocker = reason;
      signInAs('owner');
      await expect(readAccess('vps_db02')).resolves.toMatchObject({
        available: false,
        unavailableReason: reason,
        entries: [],
      });
    },
  );

  it('reports vps_not_ready while the server is rebuilt', async () => {
    signInAs('owner');
    await rebuildVps('vps_db02', { templateId: 'os_debian13' });
    await expect(readAccess('vps_db02')).resolves.toMatchObject({
      available: false,
      unavailableReason: 'vps_not_ready',
    });
  });

  it('answers vps_not_found for a foreign server', async () => {
    signInAs('owner');
    await expect(readAccess('vps_foreign99')).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
  });
});
