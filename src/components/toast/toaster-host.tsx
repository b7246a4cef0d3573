import { lazy, Suspense } from 'react';

const PanelToaster = lazy(() => import('./toaster'));

/** Mounted once by the shell; sonner's code comes in its own chunk after the first screen. */
export function ToasterHost() {
  return (
    <Suspense fallback={null}>
      <PanelToaster />
    </Suspense>
  );
}
