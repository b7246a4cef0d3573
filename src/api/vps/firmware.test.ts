import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../core/query-client';
import {
  changeVpsFirmware,
  firmwareChangeFormSchema,
  firmwareStorageHintSchema,
  vpsFirmwareQuery,
} from './firmware';

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
});
