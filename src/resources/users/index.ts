import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

// Spec 1 §2.1: the detail page lives at /<resource>/{id}, which is react-admin's `:id` (edit) route.
export default {
  list: UserList,
  edit: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
};
