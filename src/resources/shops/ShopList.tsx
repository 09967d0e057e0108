import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the shops list lands (its own issue). */
export const ShopList = () => <ComingSoon title="menu.shops" />;
