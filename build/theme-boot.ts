import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Chooses the theme's class on <html> before the stylesheet paints the page, from what
 * src/lib/theme.ts stored (`panel.theme`, src/lib/preferences.ts) and decides the same way: dark
 * for dark, light for light, the system's setting for anything else. The entry module applies it
 * again when it runs; until then, someone who chose dark on a light system (or light on a dark
 * one) would see the other theme first. Inline, so it costs no request before the first paint;
 * the policy allows exactly this text by its hash (build/csp.ts).
 */
export const themeBootScript =
  'try{var t=localStorage.getItem("panel.theme");' +
  'var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);' +
  'document.documentElement.classList.add(d?"dark":"light")}catch(e){}';

/** The CSP source that lets the script above run, and nothing else inline. */
export const themeBootSource = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/** Puts the script first in <head>, in every kind of build and in the dev server. */
export function themeBootPlugin(): Plugin {
  return {
    name: 'panel-theme-boot',
    transformIndexHtml: () => [
      { tag: 'script', children: themeBootScript, injectTo: 'head-prepend' },
    ],
  };
}
