import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the organisations list lands (its own issue). */
export const OrganisationList = () => <ComingSoon title="menu.organisations" />;
