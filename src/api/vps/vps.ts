import { queryOptions } from '@tanstack/react-query';
import { actionGateSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { vpsListPath, vpsPath } from '../core/paths';

export const vpsStatuses = [
  'running',
  'stopped',
  'provisioning',
  'rebuilding',
  'stopping',
  'error',
] as const;

export const vpsSchema = z.object({
  id: z.string(),
  name: z.string(),
  hostname: z.string(),
  status: lenientEnum(vpsStatuses),
  region: z.string(),
  cpuCores: z.number(),
  memoryGb: z.number(),
  storageGb: z.number(),
  ipv4: z.array(z.string()),
  ipv6: z.array(z.string()),
  osName: z.nullish(z.string()),
  createdAt: z.string(),
  actions: z.optional(
    z.object({
      canShutdown: z.optional(actionGateSchema),
      canStop: z.optional(actionGateSchema),
      canRebuild: z.optional(actionGateSchema),
      canChangeFirmware: z.optional(actionGateSchema),
    }),
  ),
});
export type Vps = z.infer<typeof vpsSchema>;

/** Everything about one server lives under its detail key, so one invalidation refreshes it all. */
export const vpsKeys = {
  all: ['vps'] as const,
  lists: () => [...vpsKeys.all, 'list'] as const,
  detail: (id: string) => [...vpsKeys.all, 'detail', id] as const,
  firmware: (id: string) => [...vpsKeys.detail(id), 'firmware'] as const,
  templates: (id: string) => [...vpsKeys.detail(id), 'templates'] as const,
  sshAccess: (id: string) => [...vpsKeys.detail(id), 'ssh-access'] as const,
  backups: (id: string) => [...vpsKeys.detail(id), 'backups'] as const,
};

export const vpsListQuery = (params: PageParams = {}) =>
  pageQueryOptions(vpsKeys.lists(), vpsListPath, vpsSchema, params);

/** Every server, read 100 at a time, for the list page's search, sort and totals. */
export const vpsListPagesQuery = () =>
  allPagesQueryOptions(vpsKeys.lists(), vpsListPath, vpsSchema);

export const vpsQuery = (id: string) =>
  queryOptions({
    queryKey: vpsKeys.detail(id),
    queryFn: ({ signal }) => request(vpsSchema, { path: vpsPath(id), signal }),
  });
