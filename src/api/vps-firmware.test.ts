import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../test/session';
import { createQueryClient } from './query-client';
import {
  changeVpsFirmware,
  firmwareChangeFormSchema,
  firmwareStorageHintSchema,
  vpsFirmwareQuery,
} from './vps-firmware';
import { shutdownVps } from './vps-power';
import { failure as rejectionOf, pollToEnd } from '../test/api';

const readFirmware = (id: string) => createQueryClient().fetchQuery(vpsFirmwareQuery(id));

describe('firmware storage hint', () => {
  it.each(['a', 'fast-nvme_01', 'x'.repeat(64)])('accepts %s', (hint) => {
    expect(firmwareStorageHintSchema.safeParse(hint).success).toBe(true);
  });

  it.each(['', 'x'.repeat(65), 'pool one', 'pool/one', 'snabb-lagring-å', 'pool.1'])(
    'refuses %j',
    (hint) => {
      expect(firmwareStorageHintSchema.safeParse(hint).success).toBe(false);
    },
  );

  it('leaves an empty form field out of the body and keeps a filled one', () => {
    expect(firmwareChangeFormSchema.parse({ mode: 'legacy', storage: '  ' })).toEqual({
      mode: 'legacy',
    });
    expect(firmwareChangeFormSchema.parse({ mode: 'incus', storage: ' nvme-2 ' })).toEqual({
      mode: 'incus',
      storage: 'nvme-2',
    });
    expect(firmwareChangeFormSchema.safeParse({ mode: 'uefi', storage: '' }).success).toBe(false);
  });
});

describe('GET firmware', () => {
  it('describes UEFI with pre-enrolled keys and TPM 2.0 for incus servers', async () => {
    signInAs('support');
    const firmware = await readFirmware('vps_web01');
    expect(firmware.mode).toBe('incus');
    expect(firmware.firmware?.efi?.preEnrolledKeys).toBe(true);
    expect(firmware.firmware?.tpm?.version).toBe('2.0');
    expect(firmware.firmware).toMatchObject({ secureBootReady: true, tpmReady: true });
  });

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
  it('switches a stopped server to legacy and back, using the storage hint for the new volumes', async () => {
    signInAs('owner');
    const legacy = await changeVpsFirmware('vps_build03', { mode: 'legacy' });
    expect(legacy).toMatchObject({
      mode: 'legacy',
      firmware: { efi: null, tpm: null, tpmReady: false },
    });

    const incus = await changeVpsFirmware('vps_build03', { mode: 'incus', storage: 'nvme-fast' });
    expect(incus.firmware?.efi?.volume).toMatch(/^nvme-fast\//);
    expect(incus.firmware?.tpm?.version).toBe('2.0');
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/v2/vps/vps_build03/firmware',
      body: { mode: 'incus', storage: 'nvme-fast' },
    });
    expect((await readFirmware('vps_build03')).mode).toBe('incus');
  });

  it('answers 400 with the /storage pointer for a bad hint', async () => {
    signInAs('owner');
    const error = await rejectionOf(
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
