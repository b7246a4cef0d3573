import { queryOptions } from '@tanstack/react-query';
import type { PageParams } from '../core/paging';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { hostingAccountPath, hostingAccountsPath } from '../core/paths';

export const hostingDomainKinds = ['main', 'addon', 'parked', 'sub'] as const;
export const hostingStatuses = ['active', 'suspended'] as const;
export const hostingPlatforms = ['cpanel', 'legacy'] as const;

export const hostingAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  primaryDomain: z.string(),
  domains: z.array(z.object({ name: z.string(), kind: lenientEnum(hostingDomainKinds) })),
  plan: z.string(),
  status: lenientEnum(hostingStatuses),
  platform: lenientEnum(hostingPlatforms),
});
export type HostingAccount = z.infer<typeof hostingAccountSchema>;

export const hostingKeys = {
  all: ['hosting'] as const,
  lists: () => [...hostingKeys.all, 'list'] as const,
  detail: (id: string) => [...hostingKeys.all, 'detail', id] as const,
  sshKeys: (id: string) => [...hostingKeys.detail(id), 'ssh-keys'] as const,
  emailAccounts: (id: string) => [...hostingKeys.detail(id), 'email-accounts'] as const,
  mailSettings: (id: string, domain: string) =>
    [...hostingKeys.detail(id), 'mail-settings', domain] as const,
  databaseBackups: (id: string) => [...hostingKeys.detail(id), 'database-backups'] as const,
};

export const hostingListQuery = (params: PageParams = {}) =>
  pageQueryOptions(hostingKeys.lists(), hostingAccountsPath, hostingAccountSchema, params);

/** Every hosting account, read 100 at a time, for the list page's search, sort and totals. */
export const hostingListPagesQuery = () =>
  allPagesQueryOptions(hostingKeys.lists(), hostingAccountsPath, hostingAccountSchema);

export const hostingAccountQuery = (id: string) =>
  queryOptions({
    queryKey: hostingKeys.detail(id),
    queryFn: ({ signal }) =>
      request(hostingAccountSchema, { path: hostingAccountPath(id), signal }),
  });
