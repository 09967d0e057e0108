import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the users list lands (its own issue). */
export const UserList = () => <ComingSoon title="menu.users" />;
