import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the light organisation view (spec 1 §2.5) lands. */
export const OrganisationLightPage = () => <ComingSoon title="placeholders.organisation_light" />;
