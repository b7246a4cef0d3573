import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../components/use-session';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
