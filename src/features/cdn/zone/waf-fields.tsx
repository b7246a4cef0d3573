import { useFormContext } from 'react-hook-form';
import { ipEntryRule, pathEntryRule, userAgentEntryRule } from '../../../api/cdn/allowlists';
import { CheckboxField } from '../../../components/ui/fields';
import { useMessages } from '../../../i18n/use-messages';
import { ListEditor } from './list-editor';
import { zoneMessages } from './messages';
import type { CdnZoneFormValues } from './zone-form-values';

export function WafFields({ disabled }: { disabled: boolean }) {
  const t = useMessages(zoneMessages);
  const { register, formState } = useFormContext<CdnZoneFormValues>();
  const errors = formState.errors.waf;
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="text-base font-semibold">{t('wafTitle')}</legend>
      <p className="muted text-sm">{t('wafHelp')}</p>
      <CheckboxField
        label={t('skipEnabled')}
        hint={t('skipEnabledHint')}
        {...register('waf.skipEnabled')}
      />
      <ListEditor
        name="waf.ipAllowlist"
        label={t('ipAllowlist')}
        hint={t('ipAllowlistHint')}
        addLabel={t('ipAllowlistAdd')}
        rule={ipEntryRule}
        errors={errors?.ipAllowlist}
        disabled={disabled}
      />
      <ListEditor
        name="waf.uaAllowlist"
        label={t('uaAllowlist')}
        hint={t('uaAllowlistHint')}
        addLabel={t('uaAllowlistAdd')}
        rule={userAgentEntryRule}
        errors={errors?.uaAllowlist}
        disabled={disabled}
      />
      <ListEditor
        name="waf.pathAllowlist"
        label={t('pathAllowlist')}
        hint={t('pathAllowlistHint')}
        addLabel={t('pathAllowlistAdd')}
        rule={pathEntryRule}
        errors={errors?.pathAllowlist}
        disabled={disabled}
      />
    </fieldset>
  );
}
