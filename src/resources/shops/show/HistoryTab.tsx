import { ShiftHistoryList } from './history/ShiftHistoryList';

/** Spec 2 §2.2 history tab: the shop's shift history. */
export const HistoryTab = ({ shopId }: { shopId: number }) => <ShiftHistoryList shopId={shopId} />;
