import { http, HttpResponse } from 'msw';
import { api, authorize } from '../context';
import { paged } from '../paging';
import { dnssecHandlers } from './dnssec-handlers';
import { nameserverHandlers } from './nameserver-handlers';
import { ownDomains, presentDomain, requireDomain } from './present';
import { renewalHandlers } from './renewal-handlers';

export const domainsHandlers = [
  http.get(api('/api/v2/domains'), ({ request }) => {
    const { state } = authorize(request, ['read:domains']);
    return paged(
      ownDomains(state).map((domain) => presentDomain(state, domain)),
      request,
    );
  }),
  http.get(api('/api/v2/domains/:id'), ({ request, params }) => {
    const { state } = authorize(request, ['read:domains']);
    return HttpResponse.json(presentDomain(state, requireDomain(state, request, params.id)));
  }),
  ...nameserverHandlers,
  ...dnssecHandlers,
  ...renewalHandlers,
];
