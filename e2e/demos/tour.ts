import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { makeTranslate, type Catalog, type Messages } from '../../src/i18n/messages';
import type { MockApi, Role } from '../fixtures';
import { expectCardsFilled } from './cards-filled';

export const DEMOS_DIR = 'demos-output';

export interface Variant {
  id: string;
  language: 'en' | 'sv';
  theme: 'light' | 'dark';
}

export const variants: Variant[] = [
  { id: 'en-light', language: 'en', theme: 'light' },
  { id: 'en-dark', language: 'en', theme: 'dark' },
  { id: 'sv-light', language: 'sv', theme: 'light' },
  { id: 'sv-dark', language: 'sv', theme: 'dark' },
];

export interface Caption {
  en: string;
  sv: string;
}

export interface TourStep {
  file: string | null;
  caption: Caption;
  /** The panel path the screenshot shows (checked against every route by `npm run demos`). */
  path?: string;
  /** A full-page screenshot, taken after the every-card-filled check. */
  fullPage?: boolean;
  /** Why a step has no screenshot (its page or control does not exist yet, say). */
  skipped?: string;
}

/** What the gallery reads: one file per area and variant. */
export interface TourManifest {
  area: string;
  title: Caption;
  variant: Variant;
  steps: TourStep[];
}

export const README_SCREENSHOTS_DIR = 'docs/screenshots';

export interface ShotOptions {
  /** The whole scrolling page (default) or only what is in view, or one element. */
  area?: 'page' | 'view' | Locator;
  /** Also keep the top of this view as `docs/screenshots/<name>.png` (from one variant only). */
  readme?: { name: string; variant: string };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}

/**
 * A scripted walk through one area in one language and theme. Each step acts and then takes a
 * numbered screenshot with a caption in both languages; a step whose page or control is
 * missing is recorded as skipped and the tour goes on.
 */
export class Tour {
  private readonly steps: TourStep[] = [];

  constructor(
    readonly page: Page,
    readonly mock: MockApi,
    readonly area: string,
    readonly title: Caption,
    readonly variant: Variant,
  ) {}

  /** Strings of the panel itself in this tour's language, to find controls by their names. */
  t<E extends Catalog>(messages: Messages<E>) {
    return makeTranslate(messages, this.variant.language);
  }

  /** Before the first page: language, theme and (unless signing in by hand) a remembered session. */
  async prepare(options: { role?: Role; signedIn?: boolean } = {}): Promise<void> {
    const session =
      options.signedIn === false
        ? null
        : JSON.stringify({ apiKey: this.mock.key(options.role ?? 'owner'), readOnly: false });
    await this.page.addInitScript(
      ({ language, theme, remembered }) => {
        // Display preferences, stored as the panel's own switches store them; no secrets.
        // eslint-disable-next-line no-restricted-syntax
        localStorage.setItem('panel.language', language);
        // eslint-disable-next-line no-restricted-syntax
        localStorage.setItem('panel.theme', theme);
        if (remembered && !sessionStorage.getItem('panel.session'))
          sessionStorage.setItem('panel.session', remembered);
      },
      { language: this.variant.language, theme: this.variant.theme, remembered: session },
    );
  }

  /**
   * Puts the mock account in a scenario. Operations the tab remembers belong to the old state,
   * so they are forgotten too (the next page load starts clean).
   */
  async scenario(name: string): Promise<void> {
    await this.mock.scenario(name);
    await this.page
      .evaluate(() => sessionStorage.removeItem('panel.operations'))
      .catch(() => undefined);
  }

  /** Opens a panel path and waits until nothing on it is loading. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.settle();
  }

  /**
   * Follows a link in the panel and waits until the page it names is the one shown: the old page
   * stays on screen while the new one's code loads, and its heading would satisfy `settle` alone.
   */
  async follow(link: Locator): Promise<void> {
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the link has no address');
    const target = new URL(href, this.page.url());
    await link.click();
    await this.page.waitForURL((url) => url.pathname === target.pathname);
    await this.settle();
  }

  async settle(): Promise<void> {
    await this.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await this.page
      .getByRole('status')
      .filter({ hasText: /^(Loading|Laddar)/ })
      .first()
      .waitFor({ state: 'hidden', timeout: 20_000 });
    await this.page.waitForLoadState('networkidle');
  }

  /** Runs `action`, then takes the step's screenshot; a failure skips the step, not the tour. */
  async step(
    caption: Caption,
    action: () => Promise<void>,
    options: ShotOptions = {},
  ): Promise<boolean> {
    try {
      await action();
      await this.shot(caption, options);
      return true;
    } catch (error) {
      this.steps.push({
        file: null,
        caption,
        skipped: String(error).split('\n')[0]?.slice(0, 200) ?? 'failed',
      });
      await this.page.keyboard.press('Escape').catch(() => undefined);
      return false;
    }
  }

  /** A screenshot of the current state with its caption. */
  async shot(caption: Caption, options: ShotOptions = {}): Promise<void> {
    const number = String(this.steps.length + 1).padStart(2, '0');
    const file = join(this.variant.id, this.area, `${number}-${slug(caption.en)}.png`);
    const path = join(DEMOS_DIR, file);
    mkdirSync(dirname(path), { recursive: true });
    const area = options.area ?? 'page';
    if (area === 'page') {
      await expectCardsFilled(this.page, file);
      await this.inWholePageView(() =>
        this.page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' }),
      );
    } else if (area === 'view')
      await this.page.screenshot({ path, animations: 'disabled', caret: 'hide' });
    else
      await this.inWholePageView(() =>
        area.screenshot({ path, animations: 'disabled', caret: 'hide' }),
      );
    const { pathname, search } = new URL(this.page.url());
    this.steps.push({ file, caption, path: pathname + search, fullPage: area === 'page' });
    if (options.readme?.variant === this.variant.id) {
      const readmePath = join(README_SCREENSHOTS_DIR, `${options.readme.name}.png`);
      mkdirSync(README_SCREENSHOTS_DIR, { recursive: true });
      await this.page.screenshot({
        path: readmePath,
        clip: { x: 0, y: 0, width: 1280, height: 720 },
        animations: 'disabled',
        caret: 'hide',
      });
    }
  }

  /**
   * Takes a shot in a view made as tall as the page, scrolled to its top: a full-page shot of the
   * usual view paints sticky bars where that view ends (a form's save bar over a card's heading,
   * the header where the page was scrolled to), and a shot of one area scrolls it to the top of
   * the view, under the sticky header. In a view as tall as the page each bar sits where the page
   * puts it, as a reader who scrolled there would see it, and no area needs scrolling.
   */
  private async inWholePageView(shoot: () => Promise<unknown>): Promise<void> {
    const view = this.page.viewportSize();
    await this.page.evaluate(() => window.scrollTo(0, 0));
    if (view) {
      const height = await this.page.evaluate(() => document.documentElement.scrollHeight);
      await this.page.setViewportSize({ width: view.width, height: Math.max(height, view.height) });
    }
    await shoot();
    if (view) await this.page.setViewportSize(view);
  }

  save(): TourManifest {
    const manifest: TourManifest = {
      area: this.area,
      title: this.title,
      variant: this.variant,
      steps: this.steps,
    };
    const path = join(DEMOS_DIR, 'manifest', `${this.area}.${this.variant.id}.json`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(manifest, null, 2));
    return manifest;
  }
}
