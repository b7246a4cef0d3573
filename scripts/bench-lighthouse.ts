import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumLaunch } from '../playwright.config.ts';
import { lighthousePages, type BenchPage } from './bench-pages.ts';
import { rememberedSession, resetNamespace } from './bench-servers.ts';
import { median, spreadOf, type BenchRow } from './bench-table.ts';

/** BENCH_LH_RUNS overrides the number of runs per page while exploring; the budget is the median of 5. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
/** BENCH_LHR_DIR=dir keeps every run's full Lighthouse report (JSON) for a closer look. */
const reportDir = process.env.BENCH_LHR_DIR;
/** Lighthouse now and then loses the trace of a load (NO_NAVSTART); such a run or gather is repeated. */
const ATTEMPTS_PER_RUN = 3;
export const lighthouseBudgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2200,
  tbtMs: 150,
  cls: 0.01,
};

export interface RunFigures {
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

/** The panel a run loads, and a name for the run (unique per page) for its report and mock data. */
export interface RunTarget {
  panelUrl: string;
  mockUrl: string;
  run: string;
}

const fileSafe = (text: string) => text.replace(/\W+/g, '-');

function writeReport(result: Result, page: BenchPage, run: string) {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `${fileSafe(page.name)}-${run}.json`), JSON.stringify(result));
}

/** A fresh tab for one run; a signed-in page gets a remembered session in a fresh mock namespace. */
async function openTab(
  browser: Browser,
  { panelUrl, mockUrl, run }: RunTarget,
  page: BenchPage,
): Promise<Page> {
  const tab = await browser.newPage();
  if (page.signedIn) {
    const namespace = `bench-lh-${fileSafe(page.name)}-${fileSafe(run)}-${Date.now()}`;
    await resetNamespace(mockUrl, namespace);
    await tab.evaluateOnNewDocument(
      (origin, session) => {
        if (location.origin === origin) sessionStorage.setItem('panel.session', session);
      },
      panelUrl,
      rememberedSession(namespace),
    );
  }
  return tab;
}

/** What every run reports, whether it loads the page or audits a saved load. */
const reportFlags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
};

/** Lighthouse (mobile preset) on the page in a fresh tab; signed-in pages get a remembered session. */
async function lighthouseInTab(
  browser: Browser,
  port: number,
  target: RunTarget,
  page: BenchPage,
  extraFlags: Flags = {},
): ReturnType<typeof lighthouse> {
  const tab = await openTab(browser, target, page);
  try {
    const url = `${target.panelUrl}${page.path}`;
    return await lighthouse(url, { ...reportFlags, port, ...extraFlags }, undefined, tab);
  } finally {
    await tab.close();
  }
}

/** One Lighthouse run, its report kept when `BENCH_LHR_DIR` asks for it. */
async function runOnce(
  browser: Browser,
  port: number,
  target: RunTarget,
  page: BenchPage,
): Promise<RunFigures> {
  const outcome = await lighthouseInTab(browser, port, target, page);
  if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  if (outcome.lhr.runtimeError) throw new Error(`Lighthouse: ${outcome.lhr.runtimeError.message}`);
  if (reportDir) writeReport(outcome.lhr, page, target.run);
  return figuresOf(outcome.lhr);
}

/**
 * One load as `runOnce` makes it, with Lighthouse's artifacts (trace, network log) saved in `dir`,
 * and its figures as built: `auditArtifacts` can audit them again later, as they are or edited.
 */
async function gatherOnce(
  browser: Browser,
  port: number,
  target: RunTarget,
  page: BenchPage,
  dir: string,
): Promise<RunFigures> {
  rmSync(dir, { recursive: true, force: true });
  await lighthouseInTab(browser, port, target, page, { gatherMode: dir });
  return auditArtifacts(dir);
}

/** Audits artifacts saved by `gatherOnce`: the same trace always gives the same figures. */
export async function auditArtifacts(dir: string): Promise<RunFigures> {
  const outcome = await lighthouse(undefined, { ...reportFlags, auditMode: dir });
  if (!outcome) throw new Error(`Lighthouse audited nothing in ${dir}`);
  if (outcome.lhr.runtimeError) throw new Error(`Lighthouse: ${outcome.lhr.runtimeError.message}`);
  return figuresOf(outcome.lhr);
}

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  let lastError: unknown = null;
  for (let tries = 0; tries < ATTEMPTS_PER_RUN; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export type RunPage = (target: RunTarget, page: BenchPage) => Promise<RunFigures>;
export type GatherPage = (target: RunTarget, page: BenchPage, dir: string) => Promise<RunFigures>;

/**
 * Starts chromium for Lighthouse, hands `use` a function that runs one page (and one that only
 * gathers its artifacts), then stops it.
 */
export async function withLighthouse<T>(
  use: (runPage: RunPage, gatherPage: GatherPage) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunch.args],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    return await use(
      (target, page) => withRetries(() => runOnce(browser, chrome.port, target, page)),
      (target, page, dir) => withRetries(() => gatherOnce(browser, chrome.port, target, page, dir)),
    );
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

type NumericFigure = Exclude<keyof RunFigures, 'failedAudits'>;

function rowsFor(page: BenchPage, runs: RunFigures[]): BenchRow[] {
  const group = `Lighthouse: ${page.name} (median of ${runs.length})`;
  /** The median of one figure over the runs, with their lowest and highest beside it. */
  const measured = (key: NumericFigure, scale = 1) => {
    const values = runs.map((figures) => figures[key] / scale);
    return { value: median(values), spread: spreadOf(values) };
  };
  const machine = `benchmarkIndex ${Math.round(measured('benchmarkIndex').value)}`;
  const failed = [...new Set(runs.flatMap((figures) => figures.failedAudits))].join(', ');
  const budgets = lighthouseBudgets;
  return [
    {
      group,
      name: 'Performance',
      ...measured('performance'),
      unit: '',
      limit: budgets.performance,
      direction: 'min',
      note: machine,
    },
    {
      group,
      name: 'Accessibility',
      ...measured('accessibility'),
      unit: '',
      limit: budgets.accessibility,
      direction: 'min',
      ...(failed ? { note: failed } : {}),
    },
    {
      group,
      name: 'Best Practices',
      ...measured('bestPractices'),
      unit: '',
      limit: budgets.bestPractices,
      direction: 'min',
    },
    { group, name: 'LCP', ...measured('lcpMs', 1000), unit: 's', limit: budgets.lcpMs / 1000 },
    { group, name: 'TBT', ...measured('tbtMs'), unit: 'ms', limit: budgets.tbtMs },
    { group, name: 'CLS', ...measured('cls'), unit: '', limit: budgets.cls, digits: 3 },
    {
      group,
      name: 'Interactive (data on screen)',
      ...measured('interactiveMs', 1000),
      unit: 's',
      limit: null,
      note: 'reported only: the main thread is quiet, the data has rendered',
    },
  ];
}

/** Lighthouse on the sign-in page, the domain list, a server's page and the security report. */
export function measureLighthouse(
  panelUrl: string,
  mockUrl: string,
  pages = lighthousePages,
  runs = LIGHTHOUSE_RUNS,
): Promise<BenchRow[]> {
  return withLighthouse(async (runPage) => {
    const rows: BenchRow[] = [];
    for (const page of pages) {
      try {
        const figures: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1)
          figures.push(await runPage({ panelUrl, mockUrl, run: String(run) }, page));
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
  });
}
