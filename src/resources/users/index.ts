import PeopleIcon from '@mui/icons-material/People';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const UserList = lazyNamed(() => import('./UserList'), 'UserList');
const UserShow = lazyNamed(() => import('./UserShow'), 'UserShow');

// Spec 1 §2.1: the detail page lives at /<resource>/{id}, which is react-admin's `:id` (edit) route.
export default defineResource(definition, {
  list: UserList,
  edit: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
});
