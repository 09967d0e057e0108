import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the user detail lands (spec 2). */
export const UserShow = () => <ComingSoon title="placeholders.user_detail" />;
