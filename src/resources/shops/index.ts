import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const ShopList = lazyNamed(() => import('./ShopList'), 'ShopList');
const ShopShow = lazyNamed(() => import('./ShopShow'), 'ShopShow');

// Spec 1 §2.1: the detail page lives at /<resource>/{id}, which is react-admin's `:id` (edit) route.
export default defineResource(definition, {
  list: ShopList,
  edit: ShopShow,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
});
