import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { AccountCreationList } from './AccountCreationList';

export default {
  list: AccountCreationList,
  icon: PersonAddIcon,
  recordRepresentation: (record: { id: string | number }) => `#${record.id}`,
};
