import { describe, expect, it } from 'vitest';
import { resetMockState } from '../state';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../../api/core/query-client';
import { vpsQuery } from '../../api/vps/vps';
import { vpsBackupsQuery } from '../../api/vps/backups';
import { rebuildVps } from '../../api/vps/rebuild';
import { restoreBackupToPayg, restoreToPaygResultSchema } from '../../api/vps/restore-to-payg';
import { failure, pollToEnd } from '../../test/api';

const client = () => createQueryClient();
const readBackups = (id: string) => client().fetchQuery(vpsBackupsQuery(id));
const backupOf = async (vpsId: string, backupId: string) =>
  (await readBackups(vpsId)).data.find((backup) => backup.id === backupId);

describe('backups list', () => {
  it('does not offer a Cloud VM from a backup of a BIOS server', async () => {
    signInAs('owner');
    const backup = await backupOf('vps_legacy04', 'bkp_legacy04_0503');
    expect(backup?.actions?.canRestoreToPayg).toMatchObject({
      allowed: false,
      code: 'legacy_firmware_backup',
    });
  });

  it('blocks restoring in place while a rebuild runs', async () => {
    signInAs('owner');
    await rebuildVps('vps_web01', { templateId: 'os_debian12' });
    const backup = await backupOf('vps_web01', 'bkp_web01_manual');
    expect(backup?.actions?.canRestore).toMatchObject({
      allowed: false,
      code: 'operation_in_progress',
    });
    expect(backup?.actions?.canRestoreToPayg?.allowed).toBe(true);
  });

  it('answers vps_not_found for a foreign server', async () => {
    signInAs('owner');
    await expect(readBackups('vps_foreign99')).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
  });
});

describe('restore to a new pay-as-you-go Cloud VM', () => {
  it('picks the storage minimum when storage is left out', async () => {
    signInAs('owner');
    const { operation } = await restoreBackupToPayg('vps_build03', 'bkp_build03_manual');
    const { vpsId } = restoreToPaygResultSchema.parse((await pollToEnd(operation)).result);
    expect((await client().fetchQuery(vpsQuery(vpsId))).storageGb).toBe(96);
  });

  it('answers 400 on /storageGb naming the minimum', async () => {
    signInAs('owner');
    const error = await failure(
      restoreBackupToPayg('vps_build03', 'bkp_build03_manual', { storageGb: 90 }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error).toHaveProperty('fieldErrors.0.pointer', '/storageGb');
    expect(error).toHaveProperty('fieldErrors.0.detail', expect.stringContaining('at least 96 GB'));
    expect(error).toHaveProperty(
      'fieldErrors.0.detail',
      expect.stringContaining('backup size (95.5 GB)'),
    );
    expect(error).toHaveProperty('detail', expect.stringContaining('96 GB'));
  });

  it('answers 400 on /cpuCores and /memoryGb outside their ranges', async () => {
    signInAs('owner');
    const error = await failure(
      restoreBackupToPayg('vps_web01', 'bkp_web01_manual', { cpuCores: 33, memoryGb: 0 }),
    );
    expect(error).toHaveProperty('fieldErrors', [
      expect.objectContaining({ pointer: '/cpuCores', detail: 'cpuCores must be 1 to 32.' }),
      expect.objectContaining({ pointer: '/memoryGb', detail: 'memoryGb must be 1 to 256.' }),
    ]);
  });

  it('answers 400 on /region for a region without Cloud VMs', async () => {
    signInAs('owner');
    const error = await failure(
      restoreBackupToPayg('vps_web01', 'bkp_web01_manual', { region: 'mars-1' }),
    );
    expect(error).toHaveProperty('fieldErrors.0.pointer', '/region');
  });

  it('answers 409 cloud_vm_not_available with an explanation when the account cannot use Cloud VM yet', async () => {
    signInAs('owner');
    const error = await failure(restoreBackupToPayg('vps_db02', 'bkp_db02_manual'));
    expect(error).toMatchObject({ status: 409, code: 'cloud_vm_not_available' });
    expect(error).toHaveProperty('detail', expect.stringMatching(/Cloud VM is not enabled/));
    expect(mockState().jobs.size).toBe(0);
  });

  it('answers 409 with the gate for a backup of a BIOS server', async () => {
    signInAs('owner');
    await expect(restoreBackupToPayg('vps_legacy04', 'bkp_legacy04_0503')).rejects.toMatchObject({
      status: 409,
      code: 'legacy_firmware_backup',
    });
  });

  it('needs write:billing: the team key is refused, and so is support', async () => {
    signInAs('team');
    const error = await failure(restoreBackupToPayg('vps_web01', 'bkp_web01_manual'));
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    expect(error).toHaveProperty('extensions.missingScopes', ['write:billing']);
    signInAs('support');
    await expect(restoreBackupToPayg('vps_web01', 'bkp_web01_manual')).rejects.toMatchObject({
      status: 403,
    });
  });

  it('answers 404 for another server’s backup and for a foreign server', async () => {
    signInAs('owner');
    await expect(restoreBackupToPayg('vps_web01', 'bkp_db02_manual')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(restoreBackupToPayg('vps_foreign99', 'bkp_foreign99_0503')).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
  });

  it('adds no server when the job fails', async () => {
    resetMockState('job-failing');
    signInAs('owner');
    const done = await pollToEnd(
      (await restoreBackupToPayg('vps_web01', 'bkp_web01_manual')).operation,
    );
    expect(done.status).toBe('failed');
    expect(mockState().vps.servers).toHaveLength(5);
  });
});
