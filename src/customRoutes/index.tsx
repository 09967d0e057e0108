import { Route } from 'react-router-dom';
import { AccessGuard } from '../layout/AccessGuard';
import { NotFoundPage } from '../layout/NotFoundPage';
import { mapPath } from '../domain/menu';
import { FeatureFlagsPage } from './featureFlags/FeatureFlagsPage';
import { LabourLawsPage } from './labourLaws/LabourLawsPage';
import { OrganisationLightPage } from './organisationLight/OrganisationLightPage';
import { ShopsMapPage } from './shopsMap/ShopsMapPage';
import { SimulatorPage } from './simulator/SimulatorPage';
import { SuperAdminsPage } from './superAdmins/SuperAdminsPage';

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
