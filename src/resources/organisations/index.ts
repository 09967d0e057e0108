import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { OrganisationList } from './OrganisationList';
import { OrganisationShow } from './OrganisationShow';

// Spec 1 §2.1: the detail page lives at /<resource>/{id}, which is react-admin's `:id` (edit) route.
export default {
  list: OrganisationList,
  edit: OrganisationShow,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
