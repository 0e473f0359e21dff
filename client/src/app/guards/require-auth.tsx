import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/**
 * Every route but /signin needs a session (spec 000 §2); a user whose password was never
 * changed is held on the change-password page (spec 000 §6).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const { pathname } = useLocation();
  if (!session) return <Navigate to={paths.signin.href()} replace />;
  const changePassword = paths.main.changePassword.href();
  if (!session.user.isPasswordChanged && pathname !== changePassword) {
    return <Navigate to={changePassword} replace />;
  }
  return children;
}
