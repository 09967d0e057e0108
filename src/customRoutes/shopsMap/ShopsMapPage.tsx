import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the shops map (spec 1 §2.8) lands. */
export const ShopsMapPage = () => <ComingSoon title="menu.map" />;
