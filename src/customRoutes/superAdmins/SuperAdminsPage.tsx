import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until super-admin management (spec 1 §2.11) lands. */
export const SuperAdminsPage = () => <ComingSoon title="menu.manage_super_admin_users" />;
