import { routesNotShown } from '../src/test/panel-routes.ts';
import type { TourManifest } from '../e2e/demos/tour.ts';

/**
 * The pages no tour has a full-page screenshot of (the kind checked for empty cards), per
 * language and theme ("en-dark: /vps/:id"). A skipped step shows nothing, so it does not count.
 */
export function pagesWithoutTour(manifests: TourManifest[]): string[] {
  const variants = [...new Set(manifests.map((manifest) => manifest.variant.id))].sort();
  return variants.flatMap((variant) => {
    const paths = manifests
      .filter((manifest) => manifest.variant.id === variant)
      .flatMap((manifest) => manifest.steps)
      .flatMap((step) => (step.file && step.fullPage && step.path ? [step.path] : []));
    return routesNotShown(paths).map((route) => `${variant}: ${route}`);
  });
}
