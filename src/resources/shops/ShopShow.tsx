import { RecordComingSoon } from '../../ui/RecordComingSoon';

/** Placeholder until the shop detail lands (spec 2): its name when the API already answers for it. */
export const ShopShow = () => <RecordComingSoon resource="shops" title="placeholders.shop_detail" />;
