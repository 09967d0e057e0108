import StorefrontIcon from '@mui/icons-material/Storefront';
import { ShopList } from './ShopList';
import { ShopShow } from './ShopShow';

export default {
  list: ShopList,
  show: ShopShow,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
