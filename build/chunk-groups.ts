import type { CodeSplittingGroup } from 'rolldown';
import { isShellModule } from './shell-modules.ts';

const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));
const sharedModule = path('src/(components|api|i18n|lib)/|node_modules/@tanstack/');
const areaModule = path('src/api/(domains|dns|cdn|vps|hosting|billing)/');
// The save bar of long forms uses the forms file's submit button: in the page kit it would make
// every page download the forms library, so it goes with the pages that have such a form.
const formPageModule = path('src/components/unsaved/');
// The search across zones serves two pages (the DNS search and a server's Used by), not every page.
const zoneSearchModule = path('src/components/dns/record-search/');

/**
 * How the lazy code is cut into files. Left to itself the bundler made a file for every small
 * component two pages share, so one page needed a dozen requests (more than a browser runs at
 * once to one origin over HTTP/1.1), and a plain list pulled in the forms library because it
 * shared a file with the table. Here a page needs its own file, the page kit, zod, the forms file
 * if it has a form, and the few small files its area's pages share.
 */
export const chunkGroups: CodeSplittingGroup[] = [
  // Everything the entry needs stays in the entry, whatever the groups below would match.
  { name: 'app', tags: ['$initial'], priority: 10 },
  // Schemas and their parsing: every page that reads the API.
  {
    name: 'zod',
    test: path('node_modules/zod/|src/api/core/(z|lenient|common)\\.ts'),
    priority: 5,
  },
  // Only pages with a form: react-hook-form and the parts built on it. The submit guards
  // (use-guarded-submit, use-send-once) are plain React and live outside components/forms/, so a
  // page with only a confirm dialog does not download and evaluate the forms library.
  {
    name: 'forms',
    test: path('node_modules/(react-hook-form|@hookform)/|src/components/forms/'),
    priority: 5,
  },
  // The shell with what it needs of the shared code (the operations tray, toasts, the query
  // hooks, the icons' runtime), in one file: a cold start paints the shell and the page's frame
  // once it is in, without waiting for the rest of the page kit and zod. One download rather than
  // the shell and its kit side by side: on a slow link two files split the bandwidth and each
  // starts its own ramp-up, so the second ended a round trip later (docs/performance.md). It is
  // cut before zod and the forms: a group takes the modules its own modules import, so zod's
  // would take the operation states the schemas import, and the shell would wait for all of zod.
  { name: 'shell', test: isShellModule, priority: 6 },
  // The shared components, hooks and API plumbing pages use. An area's own API modules stay with
  // its pages, so the domain list does not download the CDN's schemas.
  {
    name: 'page-kit',
    test: (id) =>
      sharedModule.test(id) &&
      !areaModule.test(id) &&
      !formPageModule.test(id) &&
      !zoneSearchModule.test(id),
    priority: 1,
  },
];
