// @vitest-environment node
import type { Catalog } from './messages';

type Module = Record<string, unknown>;

const modules = import.meta.glob<Module>(['../**/messages.ts', '../**/*-messages.ts'], {
  eager: true,
});

function catalogs(): [string, { en: Catalog; sv: Catalog }][] {
  const found: [string, { en: Catalog; sv: Catalog }][] = [];
  for (const [file, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'object' && value !== null && 'en' in value && 'sv' in value) {
        found.push([`${file}#${name}`, value as { en: Catalog; sv: Catalog }]);
      }
    }
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogs', () => {
  const all = catalogs();

  it('exist for the shared components and every area', () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
  });

  it.each(all)(
    '%s has every string in both languages with the same placeholders',
    (_name, catalog) => {
      expect(Object.keys(catalog.sv).sort()).toEqual(Object.keys(catalog.en).sort());
      for (const [key, english] of Object.entries(catalog.en)) {
        const swedish = catalog.sv[key] ?? '';
        expect(swedish.trim(), `sv.${key} is empty`).not.toBe('');
        expect(english.trim(), `en.${key} is empty`).not.toBe('');
        expect(placeholders(swedish), `placeholders of ${key}`).toEqual(placeholders(english));
      }
    },
  );

  it('names the areas in the activity journal as the navigation does', () => {
    const nav = all.find(([name]) => name.endsWith('app/messages.ts#appMessages'))?.[1];
    const journal = all.find(([name]) => name.endsWith('journal/messages.ts#journalMessages'))?.[1];
    if (!nav || !journal) throw new Error('the navigation and journal catalogs');
    const pairs = {
      domains: 'navDomains',
      dns: 'navDns',
      cdn: 'navCdn',
      vps: 'navVps',
      hosting: 'navHosting',
      billing: 'navBilling',
    };
    for (const language of ['en', 'sv'] as const)
      for (const [area, key] of Object.entries(pairs))
        expect(journal[language][`area_${area}`], `${language} ${area}`).toBe(nav[language][key]);
  });

  it('names a hosting account’s sections in its tabs as in their breadcrumbs and tab titles', () => {
    const app = all.find(([name]) => name.endsWith('app/messages.ts#appMessages'))?.[1];
    const hosting = all.find(([name]) => name.endsWith('hosting/messages.ts#hostingMessages'))?.[1];
    if (!app || !hosting) throw new Error('the app and hosting catalogs');
    const pairs = {
      tab_sshKeys: 'pageHostingSshKeys',
      tab_email: 'pageHostingEmail',
      tab_mailSettings: 'pageHostingMailSettings',
      tab_databases: 'pageHostingDatabases',
    };
    for (const language of ['en', 'sv'] as const)
      for (const [tab, page] of Object.entries(pairs))
        expect(hosting[language][tab], `${language} ${tab}`).toBe(app[language][page]);
  });
});
