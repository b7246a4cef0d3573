import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../routing/first-paint';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounted once by the shell; its code comes in its own chunk once the first screen has painted
 * (notices given before then wait in the store), so the shell and the page's frame never wait
 * for it.
 */
export function ToasterHost() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
