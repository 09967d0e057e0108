import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until labour laws (spec 1 §2.10) lands. */
export const LabourLawsPage = () => <ComingSoon title="menu.labour_laws" />;
