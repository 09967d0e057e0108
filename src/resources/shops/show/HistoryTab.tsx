import { LaterTab } from '../../organisations/show/LaterTab';

/** Spec 2 §2.2 history tab (shift history). Owner: the shop-settings work (issue 17); placeholder until it lands. */
export const HistoryTab = (_props: { shopId: number }) => <LaterTab title="shop_page.tabs.history" />;
