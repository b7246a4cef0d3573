import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { MOCK_API } from '../playwright.config';

export type Role = 'owner' | 'support' | 'team';
const demoKeys: Record<Role, string> = {
  owner: 'demo_owner_key',
  support: 'demo_support_key',
  team: 'demo_team_key',
};

export interface LoggedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** This test's own slice of the HTTP mock server (state is per namespace). */
export class MockApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly namespace: string,
  ) {}

  key(role: Role = 'owner'): string {
    return `${demoKeys[role]}~${this.namespace}`;
  }

  async scenario(name: string): Promise<void> {
    const response = await this.request.post(`${MOCK_API}/__mock/reset`, {
      data: { namespace: this.namespace, scenario: name },
    });
    expect(response.ok()).toBe(true);
  }

  /** Puts this namespace under the HTTP mock server's fault mode (see docs/developing.md). */
  async faults(config: { rules?: object[]; hostile?: boolean }): Promise<void> {
    const response = await this.request.post(`${MOCK_API}/__mock/faults`, {
      data: { namespace: this.namespace, ...config },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Keeps this namespace's jobs at their current step (held) or lets them go on, one per poll. */
  async holdJobs(held = true): Promise<void> {
    const response = await this.request.post(`${MOCK_API}/__mock/jobs`, {
      data: { namespace: this.namespace, held },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** What the server received in this namespace, optionally only one method and path pattern. */
  async requests(filter: { method?: string; path?: RegExp } = {}): Promise<LoggedRequest[]> {
    const response = await this.request.get(
      `${MOCK_API}/__mock/requests?namespace=${encodeURIComponent(this.namespace)}`,
    );
    const body = (await response.json()) as { requests: LoggedRequest[] };
    return body.requests.filter(
      (entry) =>
        (!filter.method || entry.method === filter.method) &&
        (!filter.path || filter.path.test(entry.path)),
    );
  }
}

/** Collects console errors and CSP violations in the page; the test fails if any appear. */
async function guardPage(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs every non-2xx response; error-path tests cause those on purpose.
    if (text.startsWith('Failed to load resource')) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

export const test = base.extend<{ mock: MockApi }>({
  mock: async ({ request }, use, testInfo) => {
    const namespace = `t${testInfo.testId}r${testInfo.retry}`;
    const mock = new MockApi(request, namespace);
    await mock.scenario('default');
    await use(mock);
  },
  page: async ({ page }, use) => {
    const problems = await guardPage(page);
    await use(page);
    expect(problems, 'console errors or CSP violations').toEqual([]);
  },
});

export { expect };

export async function signIn(
  page: Page,
  mock: MockApi,
  options: { role?: Role; readOnly?: boolean; remember?: boolean; path?: string } = {},
) {
  await page.goto(options.path ?? '/sign-in');
  await page.getByLabel('API key').fill(mock.key(options.role ?? 'owner'));
  if (options.readOnly) await page.getByLabel('Read-only session (support)').check();
  if (options.remember) await page.getByLabel('Remember in this tab').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The header's menu: a page behind it may have an "Account" button of its own (a sort header).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
}

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.2 AA rule set, each violation as "rule: targets". `target-size` (2.5.8) is
 * off in axe's defaults; choosing rules by tag runs it, and the check below keeps it that way.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page for every run to
  // merge results across origins; the panel has no frames, so both find the same (checked on
  // three pages), and the default took twice as long: 2.3–3.2 s a run against 0.9–2.1 s.
  let builder = new AxeBuilder({ page }).withTags(wcag22aa).setLegacyMode();
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete];
  const targets = ran.some((rule) => rule.id === 'target-size');
  const inapplicable = results.inapplicable.some((rule) => rule.id === 'target-size');
  expect(targets || inapplicable, 'axe ran the target-size rule').toBe(true);
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map(describeNode).join(', ')}`,
  );
}

/** The node, and for a contrast failure the colours axe compared, so a report says what it saw. */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const target = node.target.join(' ');
  const contrast = node.any
    .map(({ data }) => data)
    .find(
      (data): data is { fgColor: string; bgColor: string; contrastRatio: number } =>
        typeof data === 'object' && data !== null && 'fgColor' in data && 'bgColor' in data,
    );
  return contrast
    ? `${target} (${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1)`
    : target;
}

/**
 * `check` again while it finds problems, until it finds none or `settleMs` has passed; then its
 * last findings. A theme, a width or a dialog just opened reaches the screen over the next frames,
 * and a CI run once had axe read colours in between: what counts is the page as it stays. A run
 * is never cut short (axe on a large page takes seconds on a loaded machine); only a run that
 * found something is repeated, so a clean page costs one run.
 */
export async function untilClean(
  check: () => Promise<string[]>,
  settleMs = 10_000,
): Promise<string[]> {
  const deadline = Date.now() + settleMs;
  let found = await check();
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = await check();
  }
  return found;
}

/** axe with the WCAG 2.2 AA rule set; zero violations expected once the page has settled. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await untilClean(() => axeViolations(page, include))).toEqual([]);
}
