import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';
import { OrganisationList } from './OrganisationList';
import { OrganisationShow } from './OrganisationShow';

// The home list is in the first-load JavaScript; spec 1 §2.1: the detail page lives at
// /<resource>/{id}, which is react-admin's `:id` (edit) route.
export default defineResource(definition, {
  list: OrganisationList,
  edit: OrganisationShow,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
});
