import { RecordComingSoon } from '../../ui/RecordComingSoon';

/** Placeholder until the organisation detail lands (spec 2): its name; an unknown organisation goes to /404. */
export const OrganisationShow = () => <RecordComingSoon resource="organisations" title="placeholders.organisation_detail" notFoundGoesTo404 />;
