import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccessGuard } from '../../ui/AccessGuard';

// the wizard is its own chunk, loaded when its address is opened
const IntegrationWizard = lazy(async () => ({
  default: (await import('./IntegrationWizard')).IntegrationWizard,
}));

/**
 * Spec 3 §2.2, issue 29: the integration wizard's addresses, under the organisation page's integration tab (react-admin's
 * `/organisations/:id/*` route hands the rest to the TabbedPage, whose integration tab renders these): linkable and
 * reloadable, drawn as a dialog over the page. Guarded like the tab (can_run_integration_jobs).
 */
export const IntegrationWizardRoutes = ({ organisationId }: { organisationId: number }) => {
  const wizard = (mode: 'create' | 'update') => (
    <AccessGuard resource="organisations" action="integration">
      <Suspense fallback={null}>
        <IntegrationWizard organisationId={organisationId} mode={mode} />
      </Suspense>
    </AccessGuard>
  );
  return (
    <Routes>
      <Route path="integration/new" element={wizard('create')} />
      <Route path="integration/:configId/edit" element={wizard('update')} />
      <Route path="*" element={null} />
    </Routes>
  );
};

/** The addresses of the wizard, for the buttons and actions that open it (`shopId` preselects the source shop). */
export const integrationWizardPath = (organisationId: number, shopId?: number | null) =>
  `/organisations/${organisationId}/integration/new${shopId ? `?shop_id=${shopId}` : ''}`;
export const integrationEditPath = (organisationId: number, configId: string) =>
  `/organisations/${organisationId}/integration/${encodeURIComponent(configId)}/edit`;
