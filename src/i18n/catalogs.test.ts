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

  /** Each `key` of catalog `a` reads as `pairs[key]` of catalog `b`, in both languages. */
  function expectSameWords(a: string, b: string, pairs: Record<string, string>) {
    const find = (suffix: string) => {
      const found = all.find(([name]) => name.endsWith(suffix))?.[1];
      if (!found) throw new Error(`no catalog ${suffix}`);
      return found;
    };
    const [first, second] = [find(a), find(b)];
    for (const language of ['en', 'sv'] as const)
      for (const [key, other] of Object.entries(pairs))
        expect(first[language][key], `${language} ${key}`).toBe(second[language][other]);
  }

  it('names the areas in the activity journal as the navigation does', () => {
    expectSameWords('journal/messages.ts#journalMessages', 'app/messages.ts#appMessages', {
      area_domains: 'navDomains',
      area_dns: 'navDns',
      area_cdn: 'navCdn',
      area_vps: 'navVps',
      area_hosting: 'navHosting',
      area_billing: 'navBilling',
    });
  });

  it('names a hosting account’s sections in its tabs as in their breadcrumbs and tab titles', () => {
    expectSameWords('hosting/messages.ts#hostingMessages', 'app/messages.ts#appMessages', {
      tab_sshKeys: 'pageHostingSshKeys',
      tab_email: 'pageHostingEmail',
      tab_mailSettings: 'pageHostingMailSettings',
      tab_databases: 'pageHostingDatabases',
    });
  });
});
