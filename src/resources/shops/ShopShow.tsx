import { ComingSoon } from '../../layout/ComingSoon';

/** Placeholder until the shop detail lands (spec 2). */
export const ShopShow = () => <ComingSoon title="placeholders.shop_detail" />;
