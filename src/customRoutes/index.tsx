import CalculateIcon from '@mui/icons-material/Calculate';
import MapIcon from '@mui/icons-material/Map';
import type { SvgIconComponent } from '@mui/icons-material';
import { Route } from 'react-router-dom';
import { screenPath } from '../domain/screens';
import { NotFoundPage } from '../layout/NotFoundPage';
import { lazyNamed } from '../startup/lazyNamed';
import { CUSTOM_PAGES } from './pages';

// Every screen here loads on demand (its own chunk): the first load carries the shell and the home list only.
const OrganisationLightPage = lazyNamed(() => import('./organisationLight/OrganisationLightPage'), 'OrganisationLightPage');
const ShopsMapPage = lazyNamed(() => import('./shopsMap/ShopsMapPage'), 'ShopsMapPage');
const SimulatorPage = lazyNamed(() => import('./simulator/SimulatorPage'), 'SimulatorPage');

/** The menu icons of the custom pages (a resource's icon is in its index.ts). */
export const CUSTOM_PAGE_ICONS: Record<string, SvgIconComponent> = { simulator: CalculateIcon, map: MapIcon };

const pathOf = (name: string, productSlug: string) => screenPath(CUSTOM_PAGES.find((page) => page.name === name) ?? { name }, productSlug);

/**
 * The custom screens of spec 1 §2.1 (inside the shell), those that are not resources. None needs a
 * permission today; one that does gets wrapped in ui/AccessGuard (custom routes get no automatic check).
 */
export const customRoutes = (productSlug: string) => [
  <Route key="light" path="/organisations_light/:id" element={<OrganisationLightPage />} />,
  <Route key="simulator" path={pathOf('simulator', productSlug)} element={<SimulatorPage />} />,
  <Route key="map" path={pathOf('map', productSlug)} element={<ShopsMapPage />} />,
  <Route key="404" path="/404" element={<NotFoundPage />} />,
];
