// A real HTTP server on its own origin, serving the same MSW handlers as the browser worker and
// Vitest, so the e2e suite exercises CORS, preflights and exposed headers like a real API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../src/mocks/handlers.ts';
import { isScenarioName } from '../src/mocks/scenarios.ts';
import { peekState, resetNamespace, stateFor } from '../src/mocks/state.ts';
import { FaultBook } from './mock-server/fault-book.ts';
import { faultConfig } from './mock-server/fault-config.ts';
import { parseFaultFlags } from './mock-server/fault-flags.ts';
import { makeHostile } from './mock-server/hostile-strings.ts';

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const allowedOrigins = new Set(
  (
    process.env.MOCK_ALLOWED_ORIGINS ??
    'http://127.0.0.1:4173,http://127.0.0.1:4174,http://127.0.0.1:5173'
  ).split(','),
);
const faults = new FaultBook(parseFaultFlags(process.argv.slice(2)));
const exposedHeaders = 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !allowedOrigins.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': exposedHeaders,
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The namespace a test's key names after `~` (see src/mocks/context.ts); faults are per namespace. */
function namespaceOf(authorization: string | undefined): string {
  return /^Bearer\s+\S*?~(\S+)$/.exec(authorization ?? '')?.[1] ?? 'default';
}

const delay = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('json');

function sendProblem(res: ServerResponse, status: number, headers: Record<string, string>) {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/problem+json' });
  res.end(
    JSON.stringify({
      type: 'about:blank',
      title: status === 429 ? 'Too many requests' : 'Injected fault',
      status,
      code: status === 429 ? 'rate_limited' : 'internal_error',
      detail: 'The mock server was told to answer this way (fault mode).',
      requestId: `req_fault_${status}`,
    }),
  );
}

async function control(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (url.pathname === '/__mock/health') return sendJson(res, 200, { ok: true }, cors);
  if (url.pathname === '/__mock/reset' && req.method === 'POST') {
    const input = body.length
      ? (JSON.parse(body.toString()) as { namespace?: string; scenario?: string })
      : {};
    const scenario = isScenarioName(input.scenario) ? input.scenario : 'default';
    resetNamespace(input.namespace ?? 'default', scenario);
    faults.clear(input.namespace ?? 'default');
    return sendJson(res, 200, { namespace: input.namespace ?? 'default', scenario }, cors);
  }
  if (url.pathname === '/__mock/faults' && req.method === 'POST') {
    const input = JSON.parse(body.toString() || '{}') as { namespace?: unknown };
    const parsed = faultConfig.safeParse(input);
    if (!parsed.success) return sendJson(res, 400, { error: parsed.error.message }, cors);
    const namespace = typeof input.namespace === 'string' ? input.namespace : 'default';
    faults.set(namespace, parsed.data);
    return sendJson(res, 200, { namespace, ...parsed.data }, cors);
  }
  if (url.pathname === '/__mock/jobs' && req.method === 'POST') {
    const input = JSON.parse(body.toString() || '{}') as { namespace?: unknown; held?: unknown };
    if (typeof input.held !== 'boolean')
      return sendJson(res, 400, { error: 'held: boolean' }, cors);
    const namespace = typeof input.namespace === 'string' ? input.namespace : 'default';
    stateFor(namespace).jobsHeld = input.held;
    return sendJson(res, 200, { namespace, held: input.held }, cors);
  }
  if (url.pathname === '/__mock/requests') {
    const state = peekState(url.searchParams.get('namespace') ?? 'default');
    return sendJson(res, 200, { requests: state?.requests ?? [] }, cors);
  }
  return sendJson(res, 404, { error: 'unknown control endpoint' }, cors);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    const origin = req.headers.origin;
    const body = await readBody(req);
    if (url.pathname.startsWith('/__mock/')) return await control(req, res, url, body);

    if (req.method === 'OPTIONS') {
      if (!origin || !allowedOrigins.has(origin)) {
        res.writeHead(403);
        return res.end();
      }
      res.writeHead(204, {
        ...corsHeaders(origin),
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }

    const namespace = namespaceOf(req.headers.authorization);
    const fault = faults.decide(namespace, req.method ?? 'GET', url.pathname);
    if (fault.kind === 'stall') return; // the socket stays open and silent until the client leaves
    if (fault.kind === 'reset') return req.socket.destroy();
    if (fault.kind === 'latency') await delay(fault.latencyMs);
    if (fault.kind === 'status') {
      const headers = corsHeaders(origin);
      if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
      return sendProblem(res, fault.status, headers);
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(url, {
      method: req.method ?? 'GET',
      headers,
      ...(body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD'
        ? { body: new Uint8Array(body) }
        : {}),
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      return sendJson(
        res,
        404,
        {
          type: 'about:blank',
          title: 'Not found',
          status: 404,
          code: 'not_found',
          detail: 'No such endpoint in the mock API.',
          instance: url.pathname,
          requestId: 'req_mock_404',
        },
        corsHeaders(origin),
      );
    }
    if (fault.kind === 'reset-after-sending') return req.socket.destroy();
    const outHeaders: Record<string, string> = { ...corsHeaders(origin) };
    response.headers.forEach((value, name) => {
      outHeaders[name] = value;
    });
    let answer = Buffer.from(await response.arrayBuffer());
    if (faults.hostile(namespace) && response.ok && isJson(response)) {
      answer = Buffer.from(JSON.stringify(makeHostile(JSON.parse(answer.toString()))));
      delete outHeaders['content-length'];
    }
    res.writeHead(response.status, outHeaders);
    res.end(answer);
  } catch (error) {
    console.error('mock server error', error);
    sendJson(res, 500, { title: 'Mock server error', status: 500, code: 'internal_error' });
  }
});

// Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment gets
// ECONNRESET (Playwright's request context met it under load). Clients close idle sockets first
// when the server waits longer.
server.keepAliveTimeout = 120_000;
server.headersTimeout = 121_000;

server.listen(port, host, () => {
  console.log(`Mock API listening on http://${host}:${port}`);
});
