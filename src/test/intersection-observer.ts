import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver for jsdom (which has none): every observed element is reported out of
 * view, as a browser does right after `observe`, until `bringIntoView` reports them all in view.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    private readonly targets = new Set<Element>();

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
    }

    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
      queueMicrotask(() => this.report(false));
    }

    unobserve(target: Element) {
      this.targets.delete(target);
    }

    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }

    report(isIntersecting: boolean) {
      if (this.targets.size === 0) return;
      const entries = [...this.targets].map((target): IntersectionObserverEntry => {
        const rect = target.getBoundingClientRect();
        return {
          target,
          isIntersecting,
          intersectionRatio: isIntersecting ? 1 : 0,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: performance.now(),
        };
      });
      this.callback(entries, this);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** The root margins of the observers watching right now. */
    watching: () => [...observers].map((observer) => observer.rootMargin),
    bringIntoView: () => act(() => [...observers].forEach((observer) => observer.report(true))),
  };
}
