import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CalculateIcon from '@mui/icons-material/Calculate';
import FlagIcon from '@mui/icons-material/Flag';
import GavelIcon from '@mui/icons-material/Gavel';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuEntryKey } from '../domain/menu';

export const MENU_ICONS: Record<MenuEntryKey, SvgIconComponent> = {
  organisations: AccountTreeIcon,
  shops: StorefrontIcon,
  users: PeopleIcon,
  invoices: ReceiptLongIcon,
  account_creation: PersonAddIcon,
  simulator: CalculateIcon,
  map: MapIcon,
  feature_flags: FlagIcon,
  labour_laws: GavelIcon,
  manage_super_admin_users: AdminPanelSettingsIcon,
};
