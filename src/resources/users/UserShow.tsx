import { RecordComingSoon } from '../../ui/RecordComingSoon';

/** Placeholder until the user detail lands (spec 2): their name when the API already answers for them. */
export const UserShow = () => <RecordComingSoon resource="users" title="placeholders.user_detail" />;
