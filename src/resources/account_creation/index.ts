import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const AccountCreationList = lazyNamed(() => import('./AccountCreationList'), 'AccountCreationList');

export default defineResource(definition, {
  list: AccountCreationList,
  icon: PersonAddIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
});
