import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../api/core/session-store';

export function useSession() {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useReadOnly(): boolean {
  return useSession()?.readOnly ?? false;
}
