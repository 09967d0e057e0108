import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useCanAccess, useNotify } from 'react-admin';

/**
 * Custom routes get no automatic access check (STYLE.md): spec 1 §6 sends a user without the
 * permission home with the unauthorised toast.
 */
export const AccessGuard = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { isPending, canAccess } = useCanAccess({ resource, action: 'access' });
  const notify = useNotify();
  const notified = useRef(false);
  const denied = !isPending && !canAccess;
  useEffect(() => {
    if (denied && !notified.current) {
      notified.current = true;
      notify('notifications.unauthorised', { type: 'error' });
    }
  }, [denied, notify]);
  if (isPending) return null;
  return denied ? <Navigate to="/" replace /> : <>{children}</>;
};
