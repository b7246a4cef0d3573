import { lazy, Suspense, type ComponentType } from 'react';

let shellModule: Promise<{ default: ComponentType }> | null = null;

/**
 * Starts the shell's download once; the lazy component below takes the same download. The shell
 * (navigation, menus, the operations tray, the finder's launcher) is a chunk of its own: the
 * sign-in screen, where most visits start, needs none of it. A tab with a remembered session
 * starts it at once (main.tsx), beside config.json rather than after it. The journal starts
 * recording with it, before anything can be changed.
 */
export function loadShell() {
  shellModule ??= Promise.all([
    import('./shell/shell'),
    import('../components/journal/recorder'),
  ]).then(([{ Shell }, { installJournal }]) => {
    installJournal();
    return { default: Shell };
  });
  return shellModule;
}

const Shell = lazy(loadShell);

export function LazyShell() {
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
