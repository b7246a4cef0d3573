import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();
const onOnlineChange = (listener: () => void) => onlineManager.subscribe(listener);

/** Whether React Query holds requests for the connection: the page's one idea of "offline". */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline);
}
