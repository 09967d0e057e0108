import { Route } from 'react-router-dom';
import { AccessGuard } from '../ui/AccessGuard';
import { NotFoundPage } from '../layout/NotFoundPage';
import { mapPath } from '../domain/menu';
import { lazyNamed } from '../startup/lazyNamed';

// Every screen here loads on demand (its own chunk): the first load carries the shell and the home list only.
const FeatureFlagsPage = lazyNamed(() => import('./featureFlags/FeatureFlagsPage'), 'FeatureFlagsPage');
const LabourLawsPage = lazyNamed(() => import('./labourLaws/LabourLawsPage'), 'LabourLawsPage');
const OrganisationLightPage = lazyNamed(() => import('./organisationLight/OrganisationLightPage'), 'OrganisationLightPage');
const ShopsMapPage = lazyNamed(() => import('./shopsMap/ShopsMapPage'), 'ShopsMapPage');
const SimulatorPage = lazyNamed(() => import('./simulator/SimulatorPage'), 'SimulatorPage');
const SuperAdminsPage = lazyNamed(() => import('./superAdmins/SuperAdminsPage'), 'SuperAdminsPage');

/** The custom screens of spec 1 §2.1 (inside the shell); permission-gated ones are wrapped. */
export const customRoutes = (productSlug: string) => [
  <Route key="light" path="/organisations_light/:id" element={<OrganisationLightPage />} />,
  <Route key="simulator" path="/simulator" element={<SimulatorPage />} />,
  <Route key="map" path={mapPath(productSlug)} element={<ShopsMapPage />} />,
  <Route
    key="feature_flags"
    path="/feature_flags"
    element={
      <AccessGuard resource="feature_flags">
        <FeatureFlagsPage />
      </AccessGuard>
    }
  />,
  <Route
    key="labour_laws"
    path="/labour_laws"
    element={
      <AccessGuard resource="labour_laws">
        <LabourLawsPage />
      </AccessGuard>
    }
  />,
  <Route
    key="super_admins"
    path="/manage_super_admin_users"
    element={
      <AccessGuard resource="manage_super_admin_users">
        <SuperAdminsPage />
      </AccessGuard>
    }
  />,
  <Route key="404" path="/404" element={<NotFoundPage />} />,
];
