import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isHidden = () => document.visibilityState === 'hidden';

/** Whether the tab is hidden (another tab in front, a minimised window), as it changes. */
export function useTabHidden(): boolean {
  return useSyncExternalStore(subscribe, isHidden, () => false);
}
