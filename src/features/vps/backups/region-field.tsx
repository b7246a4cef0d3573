import { useInfiniteQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { vpsListPagesQuery, type Vps } from '../../../api/vps/vps';
import { SelectField } from '../../../components/ui/fields';
import { useMessages } from '../../../i18n/use-messages';
import { backupMessages } from './messages';
import { InlineName } from '../../../components/ui/server-text';

interface RegionFieldProps {
  server: Vps;
  error: string | undefined;
  registration: UseFormRegisterReturn<'region'>;
}

/**
 * The new Cloud VM's region, picked from a list. The API has no list of Cloud VM regions (spec
 * endpoint 12 only says "region string, default region if omitted", and documents no values), so
 * the choices are the regions it reports for the account's servers, the source server's known
 * even before the list arrives or if it fails. A region without Cloud VMs is refused by the
 * service on this field (400 `unknown_region`).
 */
export function RegionField({ server, error, registration }: RegionFieldProps) {
  const t = useMessages(backupMessages);
  // The first page (100 servers, shared with the server list) names the regions in use.
  const servers = useInfiniteQuery(vpsListPagesQuery());
  const listed = servers.data?.pages.flatMap((page) => page.data) ?? [];
  const regions = [...new Set([server.region, ...listed.map((other) => other.region)])].sort();
  return (
    <SelectField
      label={t('region')}
      hint={t.rich('regionHint', {
        name: <InlineName value={server.name} />,
        region: server.region,
      })}
      optional
      error={error}
      {...registration}
    >
      <option value="">{t('defaultRegion')}</option>
      {regions.map((region) => (
        <option key={region} value={region}>
          {region === server.region ? t('sourceRegion', { region, name: server.name }) : region}
        </option>
      ))}
    </SelectField>
  );
}
