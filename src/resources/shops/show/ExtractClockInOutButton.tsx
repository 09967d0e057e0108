/**
 * Spec 2 §2.2 'extract clock-in/outs' button and its modal. Owner: the clock-extract work (issue 17); renders nothing
 * until it lands. The shop page shows it only with can_extract_clock_in_out and the shop's badging on.
 */
export const ExtractClockInOutButton = (_props: { shopId: number }) => null;
