import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/session';
import { createQueryClient } from '../core/query-client';
import { vpsSshAccessQuery } from './ssh-access';

const readAccess = (id: string) => createQueryClient().fetchQuery(vpsSshAccessQuery(id));

describe('live SSH access', () => {
  it('lists what the guest really has: saved keys, a restricted one and one added inside the guest', async () => {
    signInAs('support');
    const access = await readAccess('vps_web01');
    expect(access).toMatchObject({ available: true, unavailableReason: null, loginUser: 'ubuntu' });
    expect(access.revision).toMatch(/^rev_/);

    const [anna, deploy, handAdded] = access.entries;
    expect(anna).toMatchObject({
      savedKeyName: 'anna@laptop',
      restricted: false,
      restrictions: [],
    });
    expect(deploy).toMatchObject({ savedKeyName: 'deploy-ci', restricted: true });
    expect(deploy?.restrictions).toContain('no-pty');
    expect(handAdded).toMatchObject({
      comment: 'root@web-01',
      savedKeyId: null,
      savedKeyName: null,
    });
  });
});
