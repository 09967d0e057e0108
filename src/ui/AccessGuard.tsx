import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useCanAccess, useNotify } from 'react-admin';

/**
 * react-admin's canAccess check for a screen that is not a react-admin controller view (the
 * resources whose definition has an access rule, via defineResource; a custom route needing a
 * permission): spec 1 §6 sends a user without the permission home with the unauthorised toast.
 */
export const AccessGuard = ({ resource, action = 'access', children }: { resource: string; action?: string; children: ReactNode }) => {
  const { isPending, canAccess } = useCanAccess({ resource, action });
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
