import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumLaunch } from '../playwright.config.ts';
import { lighthousePages, type BenchPage } from './bench-pages.ts';
import { rememberedSession, resetNamespace } from './bench-servers.ts';
import { median, type BenchRow } from './bench-table.ts';

/** BENCH_LH_RUNS overrides the number of runs per page while exploring; the budget is the median of 3. */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/** BENCH_LHR_DIR=dir keeps every run's full Lighthouse report (JSON) for a closer look. */
const reportDir = process.env.BENCH_LHR_DIR;
/** Lighthouse now and then loses the trace of a load (NO_NAVSTART); such a run is repeated. */
const ATTEMPTS_PER_RUN = 3;
export const lighthouseBudgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2200,
  tbtMs: 100,
  cls: 0.01,
};

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Time to interactive: the main thread is quiet, so the page's data has rendered. No budget. */
  interactiveMs: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  failedAudits: string[];
}

function figuresOf(result: Result): RunFigures {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    interactiveMs: numeric('interactive'),
    benchmarkIndex: result.environment.benchmarkIndex,
    failedAudits,
  };
}

function writeReport(result: Result, page: BenchPage, run: number) {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(
    join(reportDir, `${page.name.replace(/\W+/g, '-')}-${run}.json`),
    JSON.stringify(result),
  );
}

/** One Lighthouse run (mobile preset) in a fresh tab; signed-in pages get a remembered session. */
async function runOnce(
  browser: Browser,
  port: number,
  panelUrl: string,
  mockUrl: string,
  page: BenchPage,
  run: number,
): Promise<RunFigures> {
  const tab = await browser.newPage();
  try {
    if (page.signedIn) {
      const namespace = `bench-lh-${page.name.replace(/\W+/g, '-')}-${run}-${Date.now()}`;
      await resetNamespace(mockUrl, namespace);
      await tab.evaluateOnNewDocument(
        (origin, session) => {
          if (location.origin === origin) sessionStorage.setItem('panel.session', session);
        },
        panelUrl,
        rememberedSession(namespace),
      );
    }
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const outcome = await lighthouse(`${panelUrl}${page.path}`, flags, undefined, tab);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (outcome.lhr.runtimeError)
      throw new Error(`Lighthouse: ${outcome.lhr.runtimeError.message}`);
    if (reportDir) writeReport(outcome.lhr, page, run);
    return figuresOf(outcome.lhr);
  } finally {
    await tab.close();
  }
}

async function runWithRetries(
  browser: Browser,
  port: number,
  panelUrl: string,
  mockUrl: string,
  page: BenchPage,
  run: number,
): Promise<RunFigures> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt += 1) {
    try {
      return await runOnce(browser, port, panelUrl, mockUrl, page, run);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

function rowsFor(page: BenchPage, runs: RunFigures[]): BenchRow[] {
  const group = `Lighthouse: ${page.name} (median of ${runs.length})`;
  const pick = (key: Exclude<keyof RunFigures, 'failedAudits'>) =>
    median(runs.map((figures) => figures[key]));
  const machine = `benchmarkIndex ${Math.round(pick('benchmarkIndex'))}`;
  const failed = [...new Set(runs.flatMap((figures) => figures.failedAudits))].join(', ');
  return [
    {
      group,
      name: 'Performance',
      value: pick('performance'),
      unit: '',
      limit: lighthouseBudgets.performance,
      direction: 'min',
      note: machine,
    },
    {
      group,
      name: 'Accessibility',
      value: pick('accessibility'),
      unit: '',
      limit: lighthouseBudgets.accessibility,
      direction: 'min',
      ...(failed ? { note: failed } : {}),
    },
    {
      group,
      name: 'Best Practices',
      value: pick('bestPractices'),
      unit: '',
      limit: lighthouseBudgets.bestPractices,
      direction: 'min',
    },
    {
      group,
      name: 'LCP',
      value: pick('lcpMs') / 1000,
      unit: 's',
      limit: lighthouseBudgets.lcpMs / 1000,
    },
    { group, name: 'TBT', value: pick('tbtMs'), unit: 'ms', limit: lighthouseBudgets.tbtMs },
    { group, name: 'CLS', value: pick('cls'), unit: '', limit: lighthouseBudgets.cls, digits: 3 },
    {
      group,
      name: 'Interactive (data on screen)',
      value: pick('interactiveMs') / 1000,
      unit: 's',
      limit: null,
      note: 'reported only: the main thread is quiet, the data has rendered',
    },
  ];
}

/** Lighthouse on the sign-in page, the domain list, a server's page and the security report. */
export async function measureLighthouse(
  panelUrl: string,
  mockUrl: string,
  pages = lighthousePages,
  runs = RUNS,
): Promise<BenchRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunch.args],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const rows: BenchRow[] = [];
    for (const page of pages) {
      try {
        const figures: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1)
          figures.push(await runWithRetries(browser, chrome.port, panelUrl, mockUrl, page, run));
        rows.push(...rowsFor(page, figures));
      } catch (error) {
        rows.push({
          group: `Lighthouse: ${page.name}`,
          name: 'all figures',
          value: null,
          unit: '',
          limit: null,
          ok: false,
          note: String(error).split('\n')[0] ?? 'failed',
        });
      }
    }
    return rows;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
