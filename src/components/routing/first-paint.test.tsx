import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser's PerformanceObserver for paint entries, whose paints the test reports itself. */
function stubPaintObserver() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (name: string) => {
    for (const callback of [...observers])
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  };
}

async function firstScreen() {
  vi.resetModules();
  const { firstPaint, useMarkFirstPaint } = await import('./first-paint');
  let painted = false;
  void firstPaint.then(() => (painted = true));
  function FirstScreen() {
    useMarkFirstPaint();
    return <p>Domains</p>;
  }
  render(<FirstScreen />);
  return { isPainted: () => painted, firstPaint };
}

/** Lets the animation frames and timeouts of `ms` run, then the promise callbacks they led to. */
async function runFramesAndTimers(ms = 200) {
  vi.advanceTimersByTime(ms);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('firstPaint', () => {
  it('waits for the browser to report the first contentful paint, not a frame or timeout before it', async () => {
    const reportPaint = stubPaintObserver();
    vi.useFakeTimers();
    const screen = await firstScreen();
    await runFramesAndTimers();
    reportPaint('first-paint');
    await runFramesAndTimers();
    expect(screen.isPainted()).toBe(false);
    reportPaint('first-contentful-paint');
    await screen.firstPaint;
    expect(screen.isPainted()).toBe(true);
  });

  it('stops waiting a second after the frame should the browser never report the paint', async () => {
    stubPaintObserver();
    vi.useFakeTimers();
    const screen = await firstScreen();
    await runFramesAndTimers(500);
    expect(screen.isPainted()).toBe(false);
    await runFramesAndTimers(1000);
    expect(screen.isPainted()).toBe(true);
  });

  it('falls back to the frame after the render where paint entries are not reported', async () => {
    const screen = await firstScreen();
    await screen.firstPaint;
    expect(screen.isPainted()).toBe(true);
  });
});
