import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `dirty`, leaving the page in the panel waits for the user (the returned blocker is
 * `blocked` until they stay or leave), and closing or reloading the tab asks the browser's own
 * question. Changing only the fragment (a link to a section) is not leaving.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need the legacy field set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // Saved or discarded while the question was open: nothing is left to lose.
  useEffect(() => {
    if (!dirty && blocker.state === 'blocked') blocker.proceed();
  }, [dirty, blocker]);
  return blocker;
}
