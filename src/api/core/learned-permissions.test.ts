import { http } from 'msw';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { signInAs } from '../../test/session';
import {
  areaUnreadable,
  blockingFact,
  getLearnedPermissions,
  switchToReadOnly,
} from './learned-permissions';
import { request } from './http';
import { endSession, getSession, startSession } from './session-store';
import { z } from './z';

const anything = z.unknown();
const shutdown = (id = 'vps_web01') =>
  request(anything, { method: 'POST', path: `/api/v2/vps/${id}/actions/shutdown`, body: {} });
const blocked = (scopes: Parameters<typeof blockingFact>[1]) =>
  blockingFact(getLearnedPermissions(), scopes);

describe('learned permissions', () => {
  it('learns the scope a refused change named, and blocks every action needing it', async () => {
    signInAs('support');
    await expect(shutdown()).rejects.toMatchObject({ status: 403 });

    expect(blocked(['power:vm'])).toEqual({ scopes: ['power:vm'], kind: 'write', area: 'vps' });
    expect(blocked(['write:vm', 'rebuild:vm'])).toBeNull();
    expect(getLearnedPermissions().readOnlyOffer).toBe(true);
  });

  it('falls back to the spec table (the whole combination) when the Problem names no scope', async () => {
    signInAs('owner');
    await request(anything, { path: '/api/v2/vps/vps_web01' });
    mockServer.use(
      http.post('*/api/v2/vps/:id/actions/rebuild', () =>
        problem({ status: 403, code: 'forbidden', detail: 'No.', instance: '/x' }),
      ),
    );
    await expect(
      request(anything, {
        method: 'POST',
        path: '/api/v2/vps/vps_web01/actions/rebuild',
        body: { templateId: 'os_x' },
      }),
    ).rejects.toMatchObject({ status: 403 });

    expect(blocked(['write:vm', 'rebuild:vm'])?.scopes).toEqual(['write:vm', 'rebuild:vm']);
    // One of the two is missing, not necessarily write:vm: the firmware change stays offered.
    expect(blocked(['write:vm', 'write:storage'])).toBeNull();
  });

  it('does not take a 403 on a resource it never read for a missing scope (it may not be ours)', async () => {
    signInAs('owner');
    mockServer.use(
      http.post('*/api/v2/vps/:id/actions/shutdown', () =>
        problem({ status: 403, code: 'forbidden', detail: 'Not yours.', instance: '/x' }),
      ),
    );
    await expect(shutdown('vps_other')).rejects.toMatchObject({ status: 403 });
    expect(getLearnedPermissions().facts).toEqual([]);
  });

  it('forgets what a later success contradicts', async () => {
    signInAs('owner');
    mockServer.use(
      http.post(
        '*/api/v2/vps/:id/actions/shutdown',
        () =>
          problem({
            status: 403,
            code: 'forbidden',
            detail: 'No.',
            instance: '/x',
            extra: { extensions: { missingScopes: ['power:vm'] } },
          }),
        { once: true },
      ),
    );
    await expect(shutdown()).rejects.toMatchObject({ status: 403 });
    expect(blocked(['power:vm'])).not.toBeNull();

    await request(anything, { method: 'POST', path: '/api/v2/vps/vps_web01/actions/stop' });
    expect(blocked(['power:vm'])).toBeNull();
  });

  it('learns that an area cannot be read from a refused list', async () => {
    signInAs('team');
    await expect(request(anything, { path: '/api/v2/billing/invoices' })).rejects.toMatchObject({
      status: 403,
    });
    expect(areaUnreadable(getLearnedPermissions(), 'billing')).toBe(true);
    expect(areaUnreadable(getLearnedPermissions(), 'vps')).toBe(false);
    // A key that reads elsewhere is not offered read-only for a refused read.
    expect(getLearnedPermissions().readOnlyOffer).toBe(false);
  });

  it('forgets everything at sign-out, and keeps it in the tab only for a remembered session', async () => {
    startSession({ apiKey: 'demo_support_key', readOnly: false, remember: true });
    await expect(shutdown()).rejects.toMatchObject({ status: 403 });
    expect(sessionStorage.getItem('panel.learned-permissions')).toContain('power:vm');

    endSession('signed_out');
    expect(getLearnedPermissions().facts).toEqual([]);
    expect(sessionStorage.getItem('panel.learned-permissions')).toBeNull();

    signInAs('support');
    await expect(shutdown()).rejects.toMatchObject({ status: 403 });
    expect(sessionStorage.getItem('panel.learned-permissions')).toBeNull();
    expect(blocked(['power:vm'])).not.toBeNull();
  });

  it('switches the same key to a read-only session when asked', async () => {
    signInAs('support');
    await expect(shutdown()).rejects.toMatchObject({ status: 403 });
    switchToReadOnly();
    expect(getSession()).toMatchObject({ apiKey: 'demo_support_key', readOnly: true });
    expect(getLearnedPermissions().readOnlyOffer).toBe(false);
    expect(blocked(['power:vm'])).not.toBeNull();
  });
});
