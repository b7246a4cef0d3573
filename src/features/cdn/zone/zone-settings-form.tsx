import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { CdnZone, CdnZonePatch } from '../../../api/cdn';
import type { FieldError } from '../../../api/errors';
import { FormAlert } from '../../../components/forms/form-alert';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useGuardedSubmit } from '../../../components/forms/use-guarded-submit';
import { Button } from '../../../components/ui/button';
import { useReadOnly } from '../../../components/use-session';
import { useMessages } from '../../../i18n/use-messages';
import { AudienceFields } from './audience-fields';
import { DeliveryFields } from './delivery-fields';
import { zoneMessages } from './messages';
import { SecurityFields } from './security-fields';
import { useUpdateZone } from './use-update-zone';
import { WafFields } from './waf-fields';
import { buildZonePatch, cdnZoneFormSchema, isEmptyPatch, zoneFormValues, type CdnZoneFormValues } from './zone-form-values';

type Group = Exclude<keyof CdnZonePatch, 'cache'>;
const groupOrder: Group[] = ['proxied', 'security', 'performance', 'waf', 'geoRestriction'];
const groupsOf = (patch: CdnZonePatch) => groupOrder.filter((group) => patch[group] !== undefined);

/** Every editable setting in one form; saving sends only the groups that differ from the zone. */
export function ZoneSettingsForm({ zone, zoneId }: { zone: CdnZone; zoneId: string }) {
  const t = useMessages(zoneMessages);
  const readOnly = useReadOnly();
  const form = useForm<CdnZoneFormValues>({ resolver: zodResolver(cdnZoneFormSchema), defaultValues: zoneFormValues(zone) });
  const mutation = useUpdateZone(zoneId);
  // What the server last confirmed: a second click right after a save must compare with it.
  const saved = useRef(zone);
  const [leftovers, setLeftovers] = useState<FieldError[]>([]);
  const [savedGroups, setSavedGroups] = useState<Group[] | null>(null);
  const [proxied, security, performance, waf, geoRestriction] = useWatch({
    control: form.control,
    name: ['proxied', 'security', 'performance', 'waf', 'geoRestriction'],
  });
  const pending = groupsOf(buildZonePatch(zone, { proxied, security, performance, waf, geoRestriction }));
  const groupList = (groups: Group[]) => groups.map((group) => t(`group_${group}`)).join(', ');

  const submit = useGuardedSubmit(async (values: CdnZoneFormValues) => {
    const patch = buildZonePatch(saved.current, values);
    if (isEmptyPatch(patch)) return;
    setLeftovers([]);
    setSavedGroups(null);
    try {
      const updated = await mutation.mutateAsync(patch);
      saved.current = updated;
      form.reset(zoneFormValues(updated));
      setSavedGroups(groupsOf(patch));
    } catch (error) {
      setLeftovers(applyServerErrors(form, error));
    }
  });

  const discard = () => {
    form.reset(zoneFormValues(zone));
    mutation.reset();
    setLeftovers([]);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="zone-settings-title" className="card mb-6">
        <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id="zone-settings-title" className="text-lg font-semibold">{t('formTitle')}</h2>
          <p className="muted mt-1 text-sm">{t('formHelp')}</p>
        </div>
        <fieldset disabled={readOnly} className="flex flex-col gap-8 p-5">
          <DeliveryFields zone={zone} />
          <AudienceFields standard={zone.geoRestriction?.standardCountries ?? []} disabled={readOnly} />
          <SecurityFields zone={zone} />
          <WafFields disabled={readOnly} />
        </fieldset>
        <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-700">
          <FormAlert error={mutation.error} leftovers={leftovers} />
          <p role="status" className="text-sm">
            {pending.length > 0
              ? t('unsavedGroups', { groups: groupList(pending) })
              : savedGroups && savedGroups.length > 0
                ? t('savedGroups', { groups: groupList(savedGroups) })
                : t('noChanges')}
          </p>
          <div className="flex flex-wrap items-start gap-2">
            <SubmitButton pending={mutation.isPending} disabled={pending.length === 0}>{t('save')}</SubmitButton>
            {pending.length > 0 && <Button onClick={discard} disabled={mutation.isPending}>{t('discard')}</Button>}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
