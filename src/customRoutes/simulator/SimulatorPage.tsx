import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the pricing simulator (spec 1 §2.6) lands. */
export const SimulatorPage = () => <ComingSoon title="menu.simulator" />;
