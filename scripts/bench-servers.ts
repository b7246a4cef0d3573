import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ServedPanel {
  panelUrl: string;
  mockUrl: string;
  stop: () => Promise<void>;
}

const require = createRequire(import.meta.url);

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  // Node itself runs each server (no npx wrapper), so stopping the child stops the server. Its
  // error output is kept out of the bench's own pipes and printed only if it fails to start.
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.once('exit', (code, signal) => {
    if (code && signal === null && code !== 143)
      console.error(`${args.join(' ')} exited with ${code}\n${errors}`);
  });
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The production build in `outDir` served by `vite preview` (with the security headers) and the
 * HTTP mock API on its own origin, exactly as the e2e suite runs them.
 */
export async function servePanel(options: {
  outDir: string;
  panelPort: number;
  mockPort: number;
}): Promise<ServedPanel> {
  const served = await serveBuilds({
    builds: [{ outDir: options.outDir, panelPort: options.panelPort }],
    mockPort: options.mockPort,
  });
  return { panelUrl: served.panelUrls[0]!, mockUrl: served.mockUrl, stop: served.stop };
}

/** Several builds, each served on its own port as `servePanel` serves one, sharing one mock API. */
export async function serveBuilds(options: {
  builds: { outDir: string; panelPort: number }[];
  mockPort: number;
}): Promise<{ panelUrls: string[]; mockUrl: string; stop: () => Promise<void> }> {
  const panelUrls = options.builds.map(({ panelPort }) => `http://127.0.0.1:${panelPort}`);
  const mockUrl = `http://127.0.0.1:${options.mockPort}`;
  const viteCli = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const mock = start(['--import', 'tsx', 'scripts/mock-server.ts'], {
    MOCK_PORT: String(options.mockPort),
    MOCK_ALLOWED_ORIGINS: panelUrls.join(','),
  });
  const previews = options.builds.map(({ outDir, panelPort }) =>
    start(
      [
        viteCli,
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(panelPort),
        '--strictPort',
        '--outDir',
        outDir,
      ],
      { PANEL_API_BASE_URL: mockUrl },
    ),
  );
  const stop = async () => {
    await Promise.all([mock, ...previews].map(stopChild));
  };
  try {
    await Promise.all([
      waitFor(`${mockUrl}/__mock/health`, mock),
      ...previews.map((preview, index) => waitFor(panelUrls[index]!, preview)),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { panelUrls, mockUrl, stop };
}

/** Resets one namespace of the mock API to a scenario. */
export async function resetNamespace(
  mockUrl: string,
  namespace: string,
  scenario = 'default',
): Promise<void> {
  const response = await fetch(`${mockUrl}/__mock/reset`, {
    method: 'POST',
    body: JSON.stringify({ namespace, scenario }),
  });
  if (!response.ok) throw new Error(`reset ${namespace} failed: ${response.status}`);
}

/** The API requests a namespace received so far, as `GET /api/v2/...?query`. */
export async function requestsSeen(mockUrl: string, namespace: string): Promise<string[]> {
  const response = await fetch(
    `${mockUrl}/__mock/requests?namespace=${encodeURIComponent(namespace)}`,
  );
  const body = (await response.json()) as {
    requests: { method: string; path: string; search: string }[];
  };
  return body.requests.map((request) => `${request.method} ${request.path}${request.search}`);
}

/** The "remember in this tab" session entry the panel restores on load (src/api/core/session-store.ts). */
export function rememberedSession(
  namespace: string,
  role: 'owner' | 'support' | 'team' = 'owner',
): string {
  return JSON.stringify({ apiKey: `demo_${role}_key~${namespace}`, readOnly: false });
}
