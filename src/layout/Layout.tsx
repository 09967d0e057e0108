import type { ReactNode } from 'react';
import { Layout as RaLayout, useAuthState } from 'react-admin';
import { Spinner } from '../startup/Spinner';
import { ConfirmProvider } from '../ui/ConfirmProvider';
import { AppBar } from './AppBar';
import { GuestRoutes } from './GuestRoutes';
import { Menu } from './Menu';
import { ReviewBanner } from './ReviewBanner';

/**
 * The shell, for a signed-in user only: the authentication check react-admin's requireAuth made
 * is here, so that a guest on an unknown path gets the error page rather than the sign-in.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) return <Spinner />;
  if (!authenticated) return <GuestRoutes />;
  return (
    <ConfirmProvider>
      {/* the content may shrink below its widest child: a page's scrollable tabs then scroll instead of the page */}
      <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        <ReviewBanner />
        {children}
      </RaLayout>
    </ConfirmProvider>
  );
};
