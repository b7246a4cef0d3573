import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../../api/core/query-client';
import { changeVpsFirmware, vpsFirmwareQuery } from '../../api/vps/firmware';
import { shutdownVps } from '../../api/vps/power';
import { failure, pollToEnd } from '../../test/api';

const readFirmware = (id: string) => createQueryClient().fetchQuery(vpsFirmwareQuery(id));

describe('GET firmware', () => {
  it('has no EFI and no TPM in legacy mode, and blocks the change while the server runs', async () => {
    signInAs('owner');
    const firmware = await readFirmware('vps_legacy04');
    expect(firmware).toMatchObject({
      mode: 'legacy',
      firmware: { efi: null, tpm: null, secureBootReady: false },
    });
    expect(firmware.firmware?.actions?.canChangeMode).toMatchObject({
      allowed: false,
      code: 'vm_running',
    });
    expect(firmware.firmware?.actions?.canChangeMode?.reason).toMatch(/shut the server down/i);
  });

  it('answers vps_not_found for a foreign server', async () => {
    signInAs('owner');
    await expect(readFirmware('vps_foreign99')).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
  });
});

describe('PUT firmware', () => {
  it('answers 400 with the /storage pointer for a bad hint', async () => {
    signInAs('owner');
    const error = await failure(
      changeVpsFirmware('vps_build03', { mode: 'legacy', storage: 'pool/one' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error).toHaveProperty('fieldErrors.0.pointer', '/storage');
    expect(error).toHaveProperty('fieldErrors.0.field', 'storage');
    expect(error).toHaveProperty(
      'fieldErrors.0.detail',
      'storage must be 1 to 64 letters, digits, underscores or hyphens.',
    );
    expect(
      mockState().vps.servers.find((server) => server.id === 'vps_build03')?.firmwareMode,
    ).toBe('incus');
  });

  it('answers 409 vm_running while the server runs, and allows the change once it has shut down', async () => {
    signInAs('owner');
    await expect(changeVpsFirmware('vps_web01', { mode: 'legacy' })).rejects.toMatchObject({
      status: 409,
      code: 'vm_running',
    });

    const { operation } = await shutdownVps('vps_web01');
    await expect(changeVpsFirmware('vps_web01', { mode: 'legacy' })).rejects.toMatchObject({
      status: 409,
      code: 'operation_in_progress',
    });
    await pollToEnd(operation);
    await expect(changeVpsFirmware('vps_web01', { mode: 'legacy' })).resolves.toMatchObject({
      mode: 'legacy',
    });
  });

  it('needs write:vm and write:storage: support is refused, the team key is not', async () => {
    signInAs('support');
    await expect(changeVpsFirmware('vps_build03', { mode: 'legacy' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    signInAs('team');
    await expect(changeVpsFirmware('vps_build03', { mode: 'legacy' })).resolves.toMatchObject({
      mode: 'legacy',
    });
  });
});
