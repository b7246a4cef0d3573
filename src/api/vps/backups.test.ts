import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../core/query-client';
import { vpsListQuery, vpsQuery } from './vps';
import { vpsBackupsQuery } from './backups';
import { restoreBackupToPayg, restoreToPaygResultSchema } from './restore-to-payg';
import { pollToEnd } from '../../test/api';

const client = () => createQueryClient();
const readBackups = (id: string) => client().fetchQuery(vpsBackupsQuery(id));
const backupOf = async (vpsId: string, backupId: string) =>
  (await readBackups(vpsId)).data.find((backup) => backup.id === backupId);

describe('backups list', () => {
  it('lists a server’s backups with their gates', async () => {
    signInAs('support');
    const { data } = await readBackups('vps_web01');
    expect(data.map((backup) => backup.id)).toEqual([
      'bkp_web01_0503',
      'bkp_web01_0502',
      'bkp_web01_manual',
    ]);
    expect(data[0]).toMatchObject({ kind: 'automatic', sizeGb: 42.5 });
    expect(data[0]?.actions?.canDelete).toMatchObject({ allowed: false, code: 'automatic_backup' });
    expect(data[2]?.actions).toMatchObject({
      canRestore: { allowed: true },
      canRestoreToPayg: { allowed: true },
      canDelete: { allowed: true },
    });
  });
});

describe('restore to a new pay-as-you-go Cloud VM', () => {
  it('creates a new server once the job completes, sized from the body', async () => {
    signInAs('owner');
    const before = await client().fetchQuery(vpsListQuery());
    const { operation } = await restoreBackupToPayg('vps_web01', 'bkp_web01_manual', {
      name: 'web-restored',
      cpuCores: 2,
      storageGb: 200,
    });
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/vps/vps_web01/backups/bkp_web01_manual/actions/restore-to-payg',
      body: { name: 'web-restored', cpuCores: 2, storageGb: 200 },
    });
    expect((await backupOf('vps_web01', 'bkp_web01_manual'))?.actions?.canDelete).toMatchObject({
      allowed: false,
      code: 'backup_in_use',
    });
    expect((await client().fetchQuery(vpsListQuery())).data).toHaveLength(before.data.length);

    const done = await pollToEnd(operation);
    expect(done.status).toBe('completed');
    const { vpsId } = restoreToPaygResultSchema.parse(done.result);
    const created = await client().fetchQuery(vpsQuery(vpsId));
    expect(created).toMatchObject({
      name: 'web-restored',
      status: 'running',
      cpuCores: 2,
      memoryGb: 8,
      storageGb: 200,
      region: 'se-sto-1',
    });
    expect((await client().fetchQuery(vpsListQuery())).data.map((server) => server.id)).toContain(
      vpsId,
    );
  });
});
