import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import type { Language } from '../../lib/language';

type User = ReturnType<typeof userEvent.setup>;

/** Every labelled input, select and text area inside the form, by its label. */
function labelledControls(form: HTMLElement) {
  return [...form.querySelectorAll<HTMLElement>('input, select, textarea')]
    .filter((control) => control.getAttribute('type') !== 'hidden')
    .map((control) => ({
      control,
      label:
        control.getAttribute('aria-label') ??
        [...((control as HTMLInputElement).labels ?? [])]
          .map((label) => label.textContent)
          .join(' '),
    }))
    .filter(({ label }) => label.trim() !== '');
}

interface FormCase {
  name: string;
  path: string;
  /** Opens the form and returns the element that holds its fields. */
  open: (user: User, language: Language) => Promise<HTMLElement>;
}

const byLanguage = <T,>(language: Language, en: T, sv: T) => (language === 'sv' ? sv : en);

const forms: FormCase[] = [
  {
    name: 'CDN zone settings',
    path: '/cdn/cdn_aurora01',
    open: async (user, language) => {
      const form = await screen.findByRole('form', {
        name: byLanguage(language, 'Settings', 'Inställningar'),
      });
      // Shows the audience fields (country picker and the action radios) as well.
      const audience = within(form).getByRole('checkbox', {
        name: byLanguage(language, /^Challenge visitors outside/, /^Utmana besökare utanför/),
      });
      if (!(audience as HTMLInputElement).checked) await user.click(audience);
      return form;
    },
  },
  {
    name: 'firmware',
    path: '/vps/vps_build03',
    open: async (_user, language) => {
      const section = await screen.findByRole('region', { name: 'Firmware' });
      return within(section).findByRole('form', {
        name: byLanguage(language, 'Change firmware mode', 'Byt firmwareläge'),
      });
    },
  },
  {
    name: 'rebuild',
    path: '/vps/vps_web01',
    open: async (user, language) => {
      const section = await screen.findByRole('region', {
        name: byLanguage(language, 'Rebuild', 'Återskapa'),
      });
      await user.click(await within(section).findByRole('button', { name: /…$/ }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findAllByRole('combobox');
      return dialog;
    },
  },
  {
    name: 'restore to a new Cloud VM',
    path: '/vps/vps_web01',
    open: async (user, language) => {
      const section = await screen.findByRole('region', {
        name: byLanguage(language, 'Backups', 'Säkerhetskopior'),
      });
      await within(section).findByRole('table');
      await user.click(
        within(section).getAllByRole('button', {
          name: byLanguage(language, /^New Cloud VM from/, /^Ny molnserver från/),
        })[0]!,
      );
      return screen.findByRole('dialog');
    },
  },
  {
    name: 'database restore',
    path: '/hosting/acct_aurora01/databases',
    open: async (user) => {
      const section = await screen.findByRole('region', {
        name: /^(Database backups|Säkerhetskopior av databaser)$/,
      });
      await within(section).findByRole('table');
      await user.click(within(section).getAllByRole('button', { name: /aurora_wp/ })[0]!);
      return screen.findByRole('dialog');
    },
  },
  {
    name: 'nameservers',
    path: '/domains/dom_kaffe03',
    open: async (user, language) => {
      const section = await screen.findByRole('region', {
        name: byLanguage(language, 'Nameservers', 'Namnservrar'),
      });
      await within(section).findByRole('table');
      await user.click(
        within(section).getByRole('button', {
          name: byLanguage(language, 'Change nameservers', 'Byt namnservrar'),
        }),
      );
      return within(section).getByRole('form');
    },
  },
  {
    name: 'bulk DNS, adding records',
    path: '/domains/bulk-dns',
    open: async (user, language) => {
      const domains = await screen.findByRole('group', {
        name: byLanguage(language, 'Domains', 'Domäner'),
      });
      await within(domains).findAllByRole('checkbox');
      const main = screen.getByRole('main');
      // MX shows the extra number field.
      const type = within(main).getAllByRole('combobox', { name: /^(Type|Typ)$/ })[0]!;
      await user.selectOptions(type, 'MX');
      return main;
    },
  },
  {
    name: 'bulk DNS, deleting records',
    path: '/domains/bulk-dns',
    open: async (user, language) => {
      const domains = await screen.findByRole('group', {
        name: byLanguage(language, 'Domains', 'Domäner'),
      });
      await within(domains).findAllByRole('checkbox');
      const main = screen.getByRole('main');
      const radios = within(main).getAllByRole('radio');
      await user.click(radios[radios.length - 1]!);
      return main;
    },
  },
];

describe.each<Language>(['en', 'sv'])('help on every field (%s)', (language) => {
  it.each(forms)('$name: every labelled control has a description', async (form) => {
    const user = userEvent.setup();
    renderApp(form.path, { as: 'owner', language });
    const container = await form.open(user, language);
    const controls = labelledControls(container);
    expect(controls.length).toBeGreaterThan(0);
    for (const { control, label } of controls) {
      expect(control, `"${label}" has no help`).toHaveAccessibleDescription(/\S/);
    }
  });
});
