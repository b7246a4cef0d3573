import type { HttpHandler } from 'msw';

export const bulkDnsHandlers: HttpHandler[] = [];
