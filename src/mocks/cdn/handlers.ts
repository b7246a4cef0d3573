import type { HttpHandler } from 'msw';

export const cdnHandlers: HttpHandler[] = [];
