import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { LanguageProvider } from '../i18n/language-provider';
import type { Language } from '../i18n/messages';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({
  router,
  queryClient,
  language,
}: {
  router: Router;
  queryClient: QueryClient;
  language?: Language;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider {...(language ? { initial: language } : {})}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
