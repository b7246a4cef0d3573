import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { vpsTemplatesQuery } from '../../../api/vps/rebuild';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/fields';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { rebuildMessages } from './messages';

export function TemplateField({
  serverId,
  error,
  registration,
}: {
  serverId: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'templateId'>;
}) {
  const t = useMessages(rebuildMessages);
  const query = useQuery(vpsTemplatesQuery(serverId));
  if (query.isPending)
    return <LoadingState label={t('templatesLoading')} failureReason={query.failureReason} />;
  if (query.isError)
    return <ErrorAlert compact error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <SelectField label={t('template')} hint={t('templateHint')} error={error} {...registration}>
      <option value="">{t('chooseTemplate')}</option>
      {query.data.data.map((template) => (
        <option key={template.id} value={template.id}>
          {template.name}
        </option>
      ))}
    </SelectField>
  );
}
