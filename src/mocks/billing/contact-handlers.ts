import { http, HttpResponse } from 'msw';
import { billingContactRequestSchema, cutDescription } from '../../api/billing/contacts';
import { api, authorize, readJson, requireOwner } from '../context';
import { closedGate, openGate } from '../gates';
import { newId } from '../jobs';
import { paged } from '../paging';
import { invalid } from '../problem';
import type { MockBillingContact } from './data';
import { pointerErrors } from './validation';

const CONTACTS = '/api/v2/billing/payment-methods/contacts';
const OWNER_ONLY = 'Only the account owner can manage invoice-copy recipients.';

export const contactHandlers = [
  http.get(api(CONTACTS), ({ request }) => {
    const { state, key } = authorize(request, ['read:billing']);
    const canManage = key.accountOwner ? openGate : closedGate('not_account_owner', OWNER_ONLY);
    return paged(state.billing.contacts, request, { extra: { actions: { canManage } } });
  }),
  http.post(api(CONTACTS), async ({ request }) => {
    const caller = authorize(request, ['write:billing']);
    requireOwner(caller, request, OWNER_ONLY);
    const instance = new URL(request.url).pathname;
    const parsed = billingContactRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(instance, pointerErrors(parsed.error));
    const { email, description } = parsed.data;
    const contacts = caller.state.billing.contacts;
    if (contacts.some((contact) => contact.email === email)) {
      return invalid(instance, [
        {
          pointer: '/email',
          detail: 'This address already receives invoice copies.',
          code: 'duplicate',
        },
      ]);
    }
    const contact: MockBillingContact = {
      id: newId(caller.state, 'ctc'),
      email,
      description:
        description === undefined || description.trim() === '' ? null : cutDescription(description),
    };
    contacts.push(contact);
    return HttpResponse.json(contact, { status: 201 });
  }),
];
