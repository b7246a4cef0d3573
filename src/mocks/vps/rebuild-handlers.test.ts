import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { acceptedOperationSchema } from '../../api/core/common';
import { request } from '../../api/core/http';
import { createQueryClient } from '../../api/core/query-client';
import { changeVpsFirmware } from '../../api/vps/firmware';
import { rebuildVps, vpsTemplatesQuery } from '../../api/vps/rebuild';
import { vpsSshAccessQuery } from '../../api/vps/ssh-access';
import { failure, pollToEnd } from '../../test/api';

const client = () => createQueryClient();

describe('templates', () => {
  it('leaves UEFI-only images out for a legacy (BIOS) server', async () => {
    signInAs('owner');
    const page = await client().fetchQuery(vpsTemplatesQuery('vps_legacy04'));
    expect(page.data.map((template) => template.id)).not.toContain('os_win2025');
  });
});

describe('POST rebuild', () => {
  it('keeps only the assigned account keys, or none with clearSshKeys', async () => {
    signInAs('owner');
    await pollToEnd((await rebuildVps('vps_web01', { templateId: 'os_ubuntu2404' })).operation);
    const kept = await client().fetchQuery(vpsSshAccessQuery('vps_web01'));
    expect(kept.entries.map((entry) => entry.savedKeyName)).toEqual([
      'anna@laptop',
      'deploy-ci',
      'old-laptop',
    ]);

    await pollToEnd(
      (await rebuildVps('vps_web01', { templateId: 'os_ubuntu2404', clearSshKeys: true }))
        .operation,
    );
    const cleared = await client().fetchQuery(vpsSshAccessQuery('vps_web01'));
    expect(cleared).toMatchObject({ available: true, entries: [], savedKeys: [] });
  });

  it('answers 400 with /templateId for a missing or unknown template', async () => {
    signInAs('owner');
    const unknown = await failure(rebuildVps('vps_legacy04', { templateId: 'os_win2025' }));
    expect(unknown).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(unknown).toHaveProperty('fieldErrors.0.pointer', '/templateId');
    expect(unknown).toHaveProperty('fieldErrors.0.code', 'unknown_template');

    const missing = await failure(
      request(acceptedOperationSchema, {
        method: 'POST',
        path: '/api/v2/vps/vps_legacy04/actions/rebuild',
        body: { clearSshKeys: true },
      }),
    );
    expect(missing).toHaveProperty('fieldErrors.0.pointer', '/templateId');
    expect(mockState().vps.servers.find((server) => server.id === 'vps_legacy04')?.status).toBe(
      'running',
    );
  });

  it('needs rebuild:vm: support is refused', async () => {
    signInAs('support');
    await expect(rebuildVps('vps_web01', { templateId: 'os_debian12' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });

  it('answers 404 vps_not_found for a foreign server', async () => {
    signInAs('team');
    await expect(rebuildVps('vps_foreign99', { templateId: 'os_debian12' })).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
  });

  it('offers the UEFI-only image again once a legacy server is switched to incus', async () => {
    signInAs('owner');
    mockState().vps.servers.forEach((server) => {
      if (server.id === 'vps_legacy04') server.status = 'stopped';
    });
    await changeVpsFirmware('vps_legacy04', { mode: 'incus' });
    await expect(rebuildVps('vps_legacy04', { templateId: 'os_win2025' })).resolves.toHaveProperty(
      'operation.status',
      'pending',
    );
  });
});
