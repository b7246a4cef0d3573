import { lazy, Suspense } from 'react';

// The shell (navigation, menus, the operations tray, the finder's launcher) is a chunk of its
// own: the sign-in screen, where most visits start, needs none of it. It is fetched beside the
// page's chunk, and the page's frame shows inside it as soon as it is there. The journal starts
// recording with it, before anything can be changed.
const Shell = lazy(async () => {
  const [{ Shell: Component }, { installJournal }] = await Promise.all([
    import('./shell/shell'),
    import('../components/journal/recorder'),
  ]);
  installJournal();
  return { default: Component };
});

export function LazyShell() {
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
