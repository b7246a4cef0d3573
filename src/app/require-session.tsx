import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getSessionEndReason } from '../api/core/session-store';
import { useSession } from '../components/use-session';

/**
 * The one place that sends a visitor without a session to sign-in: on arrival, after sign-out
 * and after a 401. The pages unmount in the same render, so once the cache is cleared nothing
 * asks for data again.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session, queryClient]);
  if (!session) {
    return (
      <Navigate
        to="/sign-in"
        replace
        state={{ from: location.pathname + location.search, reason: getSessionEndReason() }}
      />
    );
  }
  return <Outlet />;
}
