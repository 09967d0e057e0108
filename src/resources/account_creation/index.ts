import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { lazyNamed } from '../../startup/lazyNamed';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const AccountCreationList = lazyNamed(() => import('./AccountCreationList'), 'AccountCreationList');

export default {
  list: AccountCreationList,
  icon: PersonAddIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
};
