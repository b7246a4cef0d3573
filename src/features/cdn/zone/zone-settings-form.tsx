import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { cdnZoneQuery, type CdnZone, type CdnZonePatch } from '../../../api/cdn/cdn';
import { FormAlert } from '../../../components/ui/form-alert';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { notify } from '../../../components/toast/toast-store';
import { SaveBar } from '../../../components/unsaved/save-bar';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { useReadOnly } from '../../../components/use-session';
import { useMessages } from '../../../i18n/use-messages';
import { AudienceFields } from './audience-fields';
import { DeliveryFields } from './delivery-fields';
import { zoneMessages } from './messages';
import { SecurityFields } from './security-fields';
import { useUpdateZone, zonePageRead } from './use-update-zone';
import { WafFields } from './waf-fields';
import {
  buildZonePatch,
  cdnZoneFormSchema,
  changedSettings,
  isEmptyPatch,
  zoneFormValues,
  type CdnZoneFormValues,
} from './zone-form-values';
import { InlineName } from '../../../components/ui/server-text';

type Group = Exclude<keyof CdnZonePatch, 'cache'>;
const groupOrder: Group[] = ['proxied', 'security', 'performance', 'waf', 'geoRestriction'];
const groupsOf = (patch: CdnZonePatch) => groupOrder.filter((group) => patch[group] !== undefined);

/** Every editable setting in one form; saving sends only the groups that differ from the zone. */
export function ZoneSettingsForm({ zone, zoneId }: { zone: CdnZone; zoneId: string }) {
  const t = useMessages(zoneMessages);
  const readOnly = useReadOnly();
  const form = useForm<CdnZoneFormValues>({
    resolver: zodResolver(cdnZoneFormSchema),
    defaultValues: zoneFormValues(zone),
  });
  const serverErrors = useServerFieldErrors(form);
  const mutation = useUpdateZone(zoneId);
  const queryClient = useQueryClient();
  const [proxied, security, performance, waf, geoRestriction] = useWatch({
    control: form.control,
    name: ['proxied', 'security', 'performance', 'waf', 'geoRestriction'],
  });
  const edited = { proxied, security, performance, waf, geoRestriction };
  const changes = changedSettings(zone, edited).map((label) => t(label));
  const groupList = (groups: Group[]) => groups.map((group) => t(`group_${group}`)).join(', ');

  const send = async (values: CdnZoneFormValues) => {
    // The cache holds what the server last confirmed, even before this render has caught up.
    const saved = queryClient.getQueryData(cdnZoneQuery(zoneId, zonePageRead).queryKey) ?? zone;
    const patch = buildZonePatch(saved, values);
    if (isEmptyPatch(patch)) return;
    serverErrors.clear();
    try {
      const updated = await mutation.mutateAsync(patch);
      form.reset(zoneFormValues(updated));
      notify({
        kind: 'success',
        title: t.rich('savedTitle', {
          zone: <InlineName value={updated.domain ?? zone.domain ?? zoneId} />,
        }),
        description: t('savedGroups', { groups: groupList(groupsOf(patch)) }),
      });
    } catch (error) {
      serverErrors.apply(error);
    }
  };
  // Guarded before validation starts, so a second click while the first is checked is ignored.
  const submit = useGuardedSubmit(form.handleSubmit(send));

  const discard = () => {
    form.reset(zoneFormValues(zone));
    mutation.reset();
    serverErrors.clear();
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="zone-settings-title"
        className="card mb-6"
      >
        <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id="zone-settings-title" className="text-lg font-semibold">
            {t('formTitle')}
          </h2>
          <p className="muted mt-1 text-sm">{t('formHelp')}</p>
        </div>
        <fieldset disabled={readOnly} className="flex flex-col gap-8 p-5">
          <DeliveryFields zone={zone} />
          <AudienceFields
            standard={zone.geoRestriction?.standardCountries ?? []}
            disabled={readOnly}
          />
          <SecurityFields zone={zone} />
          <WafFields disabled={readOnly} />
        </fieldset>
        <SaveBar
          changes={changes}
          pending={mutation.isPending}
          waiting={mutation.waiting}
          error={mutation.error}
          onDiscard={discard}
          saveLabel={t('save')}
          requires="updateCdnZone"
          idleStatus={t('noChanges')}
        >
          <FormAlert error={mutation.error} leftovers={serverErrors.leftovers} />
        </SaveBar>
      </form>
    </FormProvider>
  );
}
