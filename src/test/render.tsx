import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/core/query-client';
import { LanguageProvider } from '../i18n/language-provider';
import { App } from '../app/app';
import { createApp } from '../app/create-app';
import type { DemoRole } from '../mocks/demo-keys';
import type { Language } from '../i18n/messages';
import { signInAs } from './session';

export interface RenderAppOptions {
  /** Sign in first as this demo role (default owner); `null` renders signed out. */
  as?: DemoRole | null;
  readOnly?: boolean;
  language?: Language;
}

/**
 * Renders the whole panel at `path` with a fresh router and query client, against the mock API,
 * exactly as a person would see it (lazy areas included).
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const { as = 'owner', readOnly = false, language = 'en' } = options;
  if (as) signInAs(as, { readOnly });
  const { router, queryClient } = createApp({ initialEntries: [path] });
  const view = render(<App router={router} queryClient={queryClient} language={language} />);
  return { ...view, router, queryClient };
}

/** A single component with the panel's providers (fresh query client, language, router). */
export function renderWithProviders(ui: ReactNode, options: { language?: Language } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={options.language ?? 'en'}>
        <MemoryRouter>{ui}</MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
