import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { request } from '../core/http';
import { createQueryClient } from '../core/query-client';
import { vpsQuery, vpsSchema } from './vps';
import { shutdownVps, stopVps } from './power';
import { pollToEnd } from '../../test/api';

const fetchVps = (id: string) => request(vpsSchema, { path: `/api/v2/vps/${id}` });

describe('shutdown', () => {
  it('queues a graceful shutdown that stops the server once the job completes', async () => {
    signInAs('owner');
    const { operation } = await shutdownVps('vps_web01');

    expect(operation.status).toBe('pending');
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/vps/vps_web01/actions/shutdown',
      body: {},
    });
    expect((await fetchVps('vps_web01')).status).toBe('stopping');

    const done = await pollToEnd(operation);
    expect(done.status).toBe('completed');
    expect(done.pollUrl).toBeNull();
    expect((await fetchVps('vps_web01')).status).toBe('stopped');
  });

  it('sends force only when asked to escalate', async () => {
    signInAs('owner');
    await shutdownVps('vps_web01', { force: true });
    expect(mockState().requests.at(-1)?.body).toEqual({ force: true });
  });
});

describe('stop', () => {
  it('forces the power off without a body and ends stopped', async () => {
    signInAs('team');
    const { operation } = await stopVps('vps_db02');
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/vps/vps_db02/actions/stop',
      body: undefined,
    });
    await pollToEnd(operation);
    expect((await fetchVps('vps_db02')).status).toBe('stopped');
  });
});

describe('vpsQuery', () => {
  it('reads one server with its gates, also for the read-only support key', async () => {
    signInAs('support');
    const vps = await createQueryClient().fetchQuery(vpsQuery('vps_legacy04'));
    expect(vps).toMatchObject({ name: 'legacy-04', osName: 'CentOS 7' });
    expect(vps.actions?.canChangeFirmware).toMatchObject({ allowed: false, code: 'vm_running' });
  });
});
