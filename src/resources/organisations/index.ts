import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';
import { OrganisationList } from './OrganisationList';

// The home list is in the first-load JavaScript, the organisation page a chunk of its own; spec 1 §2.1: the
// detail page lives at /<resource>/{id}, which is react-admin's `:id` (edit) route.
const OrganisationShow = lazyNamed(() => import('./OrganisationShow'), 'OrganisationShow');
export default defineResource(definition, {
  list: OrganisationList,
  edit: OrganisationShow,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
});
