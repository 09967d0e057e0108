import { lazy, Suspense } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';

// the replication screen is its own chunk, loaded when its address is opened
const ReplicationDialog = lazy(async () => ({ default: (await import('./ReplicationDialog')).ReplicationDialog }));

interface ReplicationRoutesProps {
  organisationId: number;
  /** the tab it is drawn over: `shops` (the organisation's shops tab) or `settings` (a shop's settings tab) */
  tab: 'shops' | 'settings';
  /** the shop whose settings tab opened it: preselected as the source */
  sourceShopId?: number;
}

/**
 * Spec 3 §2.4, issue 32: the shop-settings replication screen, at `<tab>/replication` under the page that opened it
 * (the organisation's shops tab or a shop's settings tab), drawn as a dialog over it; closing goes back to the tab.
 * Linkable and reloadable; any super admin may use it (spec 3: every screen is for super-admin staff).
 */
export const ReplicationRoutes = ({ organisationId, tab, sourceShopId }: ReplicationRoutesProps) => {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route
        path={`${tab}/replication`}
        element={
          <Suspense fallback={null}>
            <ReplicationDialog organisationId={organisationId} sourceShopId={sourceShopId} onClose={() => navigate('..', { relative: 'path' })} />
          </Suspense>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
};

/** The addresses of the screen, for the icon and the button that open it. */
export const organisationReplicationPath = (organisationId: number) => `/organisations/${organisationId}/shops/replication`;
export const shopReplicationPath = (shopId: number) => `/shops/${shopId}/settings/replication`;
