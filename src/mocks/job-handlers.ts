import { http, HttpResponse } from 'msw';
import { api, authorize } from './context';
import { pollJob } from './jobs';
import { notFound } from './problem';

export const jobHandlers = [
  http.get(api('/api/jobs/:jobId'), ({ request, params }) => {
    const { state } = authorize(request, []);
    const operation = pollJob(state, String(params.jobId));
    if (!operation) return notFound(new URL(request.url).pathname, 'not_found', 'No such job.');
    return HttpResponse.json({ operation });
  }),
];
