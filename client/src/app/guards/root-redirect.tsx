import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { readEntryPath } from '../layout/use-remember-entry-path';

/** `/`: signed out to /signin; signed in to the remembered page, else the dashboard. */
export function RootRedirect() {
  const session = useSessionStore((s) => s.session);
  if (!session) return <Navigate to={paths.signin.href()} replace />;
  const entry = readEntryPath();
  const usable = entry && entry !== paths.root.href() && !entry.startsWith(paths.signin.href());
  return <Navigate to={usable ? entry : paths.main.dashboard.href()} replace />;
}
