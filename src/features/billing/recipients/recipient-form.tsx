import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  billingContactInputSchema,
  descriptionCharactersLeft,
  type BillingContactInput,
  type BillingContactValues,
} from '../../../api/billing/contacts';
import { isApiError } from '../../../api/core/errors';
import { FormAlert } from '../../../components/ui/form-alert';
import { PanelForm } from '../../../components/forms/panel-form';
import { useServerFieldErrors } from '../../../components/forms/use-server-field-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useGuardedSubmit } from '../../../components/use-guarded-submit';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { unicodeEmail } from '../../../lib/unicode-hostname';
import { useAddRecipient } from './use-add-recipient';

export function RecipientForm() {
  const t = useMessages(billingMessages);
  const add = useAddRecipient();
  const [added, setAdded] = useState<string | null>(null);
  const form = useForm<BillingContactInput, unknown, BillingContactValues>({
    resolver: zodResolver(billingContactInputSchema),
    defaultValues: { email: '', description: '' },
  });
  const serverErrors = useServerFieldErrors(form);
  const description = useWatch({ control: form.control, name: 'description' });
  const left = descriptionCharactersLeft(description);
  const message = t.message;

  const submit = useGuardedSubmit(
    form.handleSubmit(async (values) => {
      serverErrors.clear();
      setAdded(null);
      try {
        const contact = await add.mutateAsync(values);
        form.reset();
        setAdded(unicodeEmail(contact.email));
      } catch (error) {
        serverErrors.apply(error);
        // Said in the panel's language: the server's text for this code is English only.
        if (
          isApiError(error) &&
          error.fieldErrors.some((item) => item.field === 'email' && item.code === 'duplicate')
        ) {
          form.setError('email', { type: 'server', message: 'duplicateEmail' });
        }
      }
    }),
  );

  return (
    <PanelForm onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        hint={t('emailHint')}
        error={message(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <TextAreaField
        label={t('recipientDescription')}
        optional
        rows={2}
        hint={
          left >= 0 ? t('charactersLeft', { count: left }) : t('charactersOver', { count: -left })
        }
        error={message(form.formState.errors.description?.message)}
        {...form.register('description')}
      />
      <FormAlert error={add.error} leftovers={serverErrors.leftovers} silentWhenFieldsExplain />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton requires="addBillingRecipient" pending={add.isPending} error={add.error}>
          {t('addRecipient')}
        </SubmitButton>
        <p role="status" className="text-sm font-medium">
          {added ? t('recipientAdded', { email: added }) : ''}
        </p>
      </div>
    </PanelForm>
  );
}
