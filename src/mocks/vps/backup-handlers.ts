import { http, HttpResponse } from 'msw';
import {
  restoreStorageMinimumGb,
  restoreToPaygBodySchema,
  type RestoreToPaygBody,
} from '../../api/vps/restore-to-payg';
import { api, authorize, readJson } from '../context';
import { newId, startJob } from '../jobs';
import { paged } from '../paging';
import { invalid, notFound, problem } from '../problem';
import type { MockState } from '../state';
import type { MockBackup, MockVps } from './data';
import { backupGates, presentBackup } from './present';
import { instanceOf, parseBody, requireGate, requireVps } from './request-helpers';

/** Regions a new Cloud VM can be placed in. */
const CLOUD_REGIONS = ['se-sto-1', 'se-got-1', 'no-osl-1'];

function requireBackup(
  state: MockState,
  request: Request,
  server: MockVps,
  id: string | readonly string[] | undefined,
): MockBackup {
  const backup = state.vps.backups.find(
    (candidate) => candidate.id === id && candidate.vpsId === server.id,
  );
  if (!backup) throw notFound(instanceOf(request), 'not_found', 'This server has no such backup.');
  return backup;
}

function newCloudVm(
  state: MockState,
  id: string,
  source: MockVps,
  body: RestoreToPaygBody,
  minimumStorageGb: number,
): MockVps {
  const name = body.name ?? `${source.name}-restored-${id.slice(-3)}`;
  const hostNumber = 100 + state.vps.servers.length;
  return {
    ...source,
    id,
    name,
    hostname: `${name}.cloud.example.net`,
    status: 'running',
    region: body.region ?? source.region,
    cpuCores: body.cpuCores ?? source.cpuCores,
    memoryGb: body.memoryGb ?? source.memoryGb,
    storageGb: body.storageGb ?? minimumStorageGb,
    ipv4: [`192.0.2.${hostNumber}`],
    ipv6: [],
    createdAt: new Date().toISOString(),
    activeJobId: null,
    activeOperation: null,
    firmwareMode: 'incus',
    // The guest disk comes from the backup, so its authorized keys do too; no account keys are assigned.
    authorizedKeys: source.authorizedKeys.map((entry) => ({ ...entry, id: `${entry.id}_${id}` })),
    savedKeyIds: [],
    cloudVmBlocker: null,
    payg: true,
  };
}

export const backupHandlers = [
  http.get(api('/api/v2/vps/:id/backups'), ({ request, params }) => {
    const { state } = authorize(request, ['read:vm']);
    const server = requireVps(state, request, params.id);
    const backups = state.vps.backups.filter((backup) => backup.vpsId === server.id);
    return paged(
      backups.map((backup) => presentBackup(state, backup, server)),
      request,
    );
  }),
  http.post(
    api('/api/v2/vps/:id/backups/:backupId/actions/restore-to-payg'),
    async ({ request, params }) => {
      const { state } = authorize(request, ['backup:vm', 'write:billing']);
      const server = requireVps(state, request, params.id);
      const backup = requireBackup(state, request, server, params.backupId);
      const source = { serverStorageGb: server.storageGb, backupSizeGb: backup.sizeGb };
      const body = parseBody(restoreToPaygBodySchema(source), await readJson(request), request, {
        storageBelowMinimum: () =>
          `storageGb must be at least ${restoreStorageMinimumGb(source)} GB: the larger of the server's storage (${server.storageGb} GB) and the backup size (${backup.sizeGb} GB).`,
      });
      if (body.region !== undefined && !CLOUD_REGIONS.includes(body.region)) {
        return invalid(instanceOf(request), [
          {
            pointer: '/region',
            detail: `Cloud VMs are offered in ${CLOUD_REGIONS.join(', ')}.`,
            code: 'unknown_region',
          },
        ]);
      }
      requireGate(request, 'canRestoreToPayg', backupGates(state, backup, server).canRestoreToPayg);
      if (server.cloudVmBlocker) {
        // Status and code are not in the spec: 409 with a code of its own, the explanation in detail.
        return problem({
          status: 409,
          code: 'cloud_vm_not_available',
          detail: server.cloudVmBlocker,
          instance: instanceOf(request),
          extra: {
            actions: {
              canRestoreToPayg: {
                allowed: false,
                reason: server.cloudVmBlocker,
                code: 'cloud_vm_not_available',
              },
            },
          },
        });
      }
      const newServerId = newId(state, 'vps');
      const minimumStorageGb = restoreStorageMinimumGb(source);
      const operation = startJob(state, {
        result: { vpsId: newServerId },
        onComplete: (current) => {
          current.vps.servers.push(
            newCloudVm(current, newServerId, server, body, minimumStorageGb),
          );
        },
      });
      backup.restoreJobId = operation.jobId;
      return HttpResponse.json({ operation }, { status: 202 });
    },
  ),
];
