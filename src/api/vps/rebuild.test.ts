import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../core/query-client';
import { vpsQuery } from './vps';
import { rebuildBodySchema, rebuildVps, vpsTemplatesQuery } from './rebuild';
import { pollToEnd } from '../../test/api';

const client = () => createQueryClient();

describe('templates', () => {
  it('lists OS templates with os_ IDs, including UEFI-only images for incus servers', async () => {
    signInAs('support');
    const page = await client().fetchQuery(vpsTemplatesQuery('vps_web01'));
    expect(page.data.map((template) => template.id)).toContain('os_win2025');
    expect(page.data.every((template) => template.id.startsWith('os_'))).toBe(true);
    expect(page.data.find((template) => template.id === 'os_debian12')).toEqual({
      id: 'os_debian12',
      name: 'Debian 12',
      family: 'debian',
      version: '12',
    });
  });
});

describe('rebuild body', () => {
  it('requires a template and allows clearSshKeys', () => {
    expect(rebuildBodySchema.safeParse({}).success).toBe(false);
    expect(rebuildBodySchema.safeParse({ templateId: '' }).success).toBe(false);
    expect(rebuildBodySchema.parse({ templateId: 'os_debian12', clearSshKeys: true })).toEqual({
      templateId: 'os_debian12',
      clearSshKeys: true,
    });
  });
});

describe('POST rebuild', () => {
  it('rebuilds into the chosen OS: rebuilding while the job runs, running with the new OS after', async () => {
    signInAs('owner');
    const { operation } = await rebuildVps('vps_web01', { templateId: 'os_debian12' });
    expect(mockState().requests.at(-1)?.body).toEqual({ templateId: 'os_debian12' });

    const during = await client().fetchQuery(vpsQuery('vps_web01'));
    expect(during.status).toBe('rebuilding');
    expect(during.actions?.canRebuild).toMatchObject({
      allowed: false,
      code: 'operation_in_progress',
    });
    expect(during.actions?.canShutdown?.reason).toMatch(/rebuild is in progress/i);

    await pollToEnd(operation);
    const after = await client().fetchQuery(vpsQuery('vps_web01'));
    expect(after).toMatchObject({ status: 'running', osName: 'Debian 12' });
    expect(after.actions?.canRebuild?.allowed).toBe(true);
  });
});
