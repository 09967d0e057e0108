import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until feature flags (spec 1 §2.9) lands. */
export const FeatureFlagsPage = () => <ComingSoon title="menu.feature_flags" />;
