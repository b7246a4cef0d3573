import { queryOptions } from '@tanstack/react-query';
import { billingKeys } from './billing';
import { actionGateSchema, pageSchema, type ActionGate } from '../core/common';
import { pageQuery, type PageParams } from '../core/paging';
import { request } from '../core/http';
import { allPagesOfQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { billingContactsPath } from '../core/paths';

export const billingContactSchema = z.object({
  id: z.string(),
  email: z.string(),
  description: z.nullish(z.string()),
});
export type BillingContact = z.infer<typeof billingContactSchema>;

/**
 * assumed-shapes.md calls `canManage` a gate; a plain boolean is read as one too, so a server
 * that sends `false` still hides the form.
 */
const manageGateSchema = z.union([
  actionGateSchema,
  z.pipe(
    z.boolean(),
    z.transform((allowed): ActionGate => ({ allowed, reason: null })),
  ),
]);

export const billingContactListSchema = z.extend(pageSchema(billingContactSchema), {
  actions: z.optional(z.object({ canManage: z.optional(manageGateSchema) })),
});
export type BillingContactList = z.infer<typeof billingContactListSchema>;

export const CONTACT_DESCRIPTION_MAX = 255;

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function descriptionCharactersLeft(description: string | null | undefined): number {
  return CONTACT_DESCRIPTION_MAX - characterCount(description ?? '');
}

/** Cuts at 255 characters as the server does (spec 20), never inside a character. */
export function cutDescription(description: string): string {
  return Array.from(description).slice(0, CONTACT_DESCRIPTION_MAX).join('');
}

// zod's own (translated) messages; the address is compared lowercased, as the server stores it.
const contactEmailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email());

/** Message keys of the form's own checks, translated by the form. */
export const DESCRIPTION_TOO_LONG = 'descriptionTooLong';
export const EMAIL_MISSING = 'emailMissing';
export const EMAIL_INVALID = 'emailInvalid';

/**
 * The body the server accepts (spec 20): it lowercases the email itself and cuts a longer
 * description rather than refusing it. The mock validates with this schema.
 */
export const billingContactRequestSchema = z.object({
  email: contactEmailSchema,
  description: z.optional(z.string()),
});
export type BillingContactRequest = z.input<typeof billingContactRequestSchema>;

/**
 * The recipient form: a description over the limit is refused up front so nothing the person
 * typed is cut silently; an empty one is not sent.
 */
export const billingContactInputSchema = z.extend(billingContactRequestSchema, {
  // zod's generic "invalid email" says neither that the field is empty nor what would do.
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, { message: EMAIL_MISSING })),
    z.email({ message: EMAIL_INVALID }),
  ),
  description: z.optional(
    z.pipe(
      z.string().check(
        z.refine((text) => characterCount(text) <= CONTACT_DESCRIPTION_MAX, {
          message: DESCRIPTION_TOO_LONG,
        }),
      ),
      z.transform((text) => (text.trim() === '' ? undefined : text)),
    ),
  ),
});
export type BillingContactInput = z.input<typeof billingContactInputSchema>;
export type BillingContactValues = z.output<typeof billingContactInputSchema>;

export const billingContactsQuery = (params: PageParams = {}) => {
  const query = pageQuery(params);
  return queryOptions({
    queryKey: [...billingKeys.contacts(), query] as const,
    queryFn: ({ signal }) =>
      request(billingContactListSchema, { path: billingContactsPath, query, signal }),
  });
};

/** Every recipient, with the list's `canManage` gate on each page. */
export const billingContactPagesQuery = () =>
  allPagesOfQueryOptions(billingKeys.contacts(), billingContactsPath, billingContactListSchema);

/** Only the account owner may add recipients; other sessions get 403 `forbidden`. */
export function addBillingContact(
  body: BillingContactValues,
  signal?: AbortSignal,
): Promise<BillingContact> {
  const payload: BillingContactRequest = { email: body.email };
  if (body.description !== undefined) payload.description = body.description;
  return request(billingContactSchema, {
    method: 'POST',
    path: billingContactsPath,
    body: payload,
    signal,
  });
}
