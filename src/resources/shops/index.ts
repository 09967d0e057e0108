import StorefrontIcon from '@mui/icons-material/Storefront';
import { ShopList } from './ShopList';
import { ShopShow } from './ShopShow';

// Spec 1 §2.1: the detail page lives at /<resource>/{id}, which is react-admin's `:id` (edit) route.
export default {
  list: ShopList,
  edit: ShopShow,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
