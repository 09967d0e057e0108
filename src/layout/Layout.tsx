import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { ConfirmProvider } from '../ui/ConfirmProvider';
import { Menu } from './Menu';
import { ReviewBanner } from './ReviewBanner';

export const Layout = ({ children }: { children: ReactNode }) => (
  <ConfirmProvider>
    <RaLayout appBar={AppBar} menu={Menu}>
      <ReviewBanner />
      {children}
    </RaLayout>
  </ConfirmProvider>
);
