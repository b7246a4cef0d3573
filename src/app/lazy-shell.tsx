import { lazy, Suspense, type ComponentType } from 'react';

let shellModule: Promise<{ default: ComponentType }> | null = null;
let loadedShell: ComponentType | null = null;

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
    loadedShell = Shell;
    return { default: Shell };
  });
  return shellModule;
}

const Shell = lazy(loadShell);

export function LazyShell() {
  // A shell already downloaded renders at once. Through Suspense it would wait: React holds
  // content back for 300 ms after a fallback was shown, which would delay the first paint.
  if (loadedShell) {
    const LoadedShell = loadedShell;
    return <LoadedShell />;
  }
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
