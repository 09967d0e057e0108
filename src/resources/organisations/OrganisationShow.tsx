import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the organisation detail lands (spec 2). */
export const OrganisationShow = () => <ComingSoon title="placeholders.organisation_detail" />;
