import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyNamed } from '../../startup/lazyNamed';
import { defineResource } from '../../ui/defineResource';
import definition from './definition';

// Loaded on demand (own chunk): only the home list is in the first-load JavaScript.
const SuperAdminUserList = lazyNamed(() => import('./SuperAdminUserList'), 'SuperAdminUserList');

/** The super admins' e-mails; adding and removing happen in place (dialog, confirmation). */
export default defineResource(definition, {
  list: SuperAdminUserList,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'email',
});
