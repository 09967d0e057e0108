import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the account_creation list lands (its own issue). */
export const AccountCreationList = () => <ComingSoon title="menu.account_creation" />;
