import { lazy, Suspense } from 'react';

const Toaster = lazy(() => import('./toaster'));

/** Mounted once by the shell; its code comes in its own chunk after the first screen. */
export function ToasterHost() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
