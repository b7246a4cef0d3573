import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { request } from '../../api/core/http';
import { resetMockState } from '../state';
import { vpsSchema } from '../../api/vps/vps';
import { shutdownVps, stopVps } from '../../api/vps/power';
import { rebuildVps } from '../../api/vps/rebuild';
import { failure, pollToEnd } from '../../test/api';

const fetchVps = (id: string) => request(vpsSchema, { path: `/api/v2/vps/${id}` });

describe('shutdown', () => {
  it('shows the busy reason on conflicting gates while the job runs, and lets a forced stop overtake it', async () => {
    signInAs('owner');
    const { operation } = await shutdownVps('vps_web01');

    const busy = await fetchVps('vps_web01');
    expect(busy.actions?.canShutdown).toMatchObject({
      allowed: false,
      code: 'operation_in_progress',
    });
    expect(busy.actions?.canShutdown?.reason).toMatch(/shutdown is in progress/i);
    expect(busy.actions?.canRebuild?.allowed).toBe(false);
    expect(busy.actions?.canStop?.allowed).toBe(true);

    await pollToEnd(operation);
    const stopped = await fetchVps('vps_web01');
    expect(stopped.actions?.canShutdown).toMatchObject({ allowed: false, code: 'vm_not_running' });
    expect(stopped.actions?.canChangeFirmware?.allowed).toBe(true);
    expect(stopped.actions?.canRebuild?.allowed).toBe(true);
  });

  it('answers 409 with the gate when the server is not running', async () => {
    signInAs('owner');
    const error = await failure(shutdownVps('vps_build03'));
    expect(error).toMatchObject({ status: 409, code: 'vm_not_running' });
    expect(error).toHaveProperty('actions.canShutdown.allowed', false);
  });

  it('answers 404 vps_not_found for a missing or foreign server', async () => {
    signInAs('owner');
    await expect(shutdownVps('vps_nope')).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
    await expect(shutdownVps('vps_foreign99')).rejects.toMatchObject({
      status: 404,
      code: 'vps_not_found',
    });
  });

  it('needs power:vm: the support key is refused and nothing changes', async () => {
    signInAs('support');
    await expect(shutdownVps('vps_web01')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(mockState().vps.servers.find((server) => server.id === 'vps_web01')?.status).toBe(
      'running',
    );
  });

  it('rejects a force that is not a boolean with a pointer', async () => {
    signInAs('owner');
    const error = await failure(
      request(vpsSchema, {
        method: 'POST',
        path: '/api/v2/vps/vps_web01/actions/shutdown',
        body: { force: 'yes' },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error).toHaveProperty('fieldErrors.0.pointer', '/force');
  });
});

describe('stop', () => {
  it('is refused while a rebuild holds the server', async () => {
    signInAs('owner');
    const server = mockState().vps.servers.find((candidate) => candidate.id === 'vps_web01');
    await rebuildVps('vps_web01', { templateId: 'os_debian12' });
    expect(server?.status).toBe('rebuilding');
    await expect(stopVps('vps_web01')).rejects.toMatchObject({
      status: 409,
      code: 'operation_in_progress',
    });
  });

  it('puts the status back when the job fails', async () => {
    resetMockState('job-failing');
    signInAs('owner');
    const { operation } = await stopVps('vps_web01');
    const done = await pollToEnd(operation);
    expect(done.status).toBe('failed');
    expect(done.error?.code).toBe('upstream_failed');
    expect((await fetchVps('vps_web01')).status).toBe('running');
  });
});
