import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { OrganisationList } from './OrganisationList';
import { OrganisationShow } from './OrganisationShow';

export default {
  list: OrganisationList,
  show: OrganisationShow,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
