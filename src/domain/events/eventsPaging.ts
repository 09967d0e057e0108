/**
 * The events history's pages (spec 2 §4, §9): the service is asked 40 events at a time (with its cursor for the next 40)
 * and the table shows pages of 20 cut from what is loaded, newest first by default, 10 placeholder rows while loading.
 */
export const EVENTS_PAGE_SIZE = 20;
export const EVENTS_FETCH_LIMIT = 40;
export const EVENTS_DEFAULT_ORDER = 'desc' as const;
export const EVENTS_LOADING_ROWS = 10;

export type EventsOrder = 'asc' | 'desc';

export interface LoadedEvents {
  /** how many events are loaded */
  count: number;
  /** the service said there are no more (its `next` was null) */
  complete: boolean;
  /** the last call failed: pagination stops until a filter changes (spec 2 §8) */
  failed: boolean;
}

/** The rows of a page (0-based) among the loaded ones. */
export const pageRows = <T>(rows: readonly T[], page: number): T[] => rows.slice(page * EVENTS_PAGE_SIZE, (page + 1) * EVENTS_PAGE_SIZE);

/** Whether showing this page needs more events than are loaded (and the service has more to give). */
export const pageNeedsMore = ({ count, complete, failed }: LoadedEvents, page: number): boolean =>
  !complete && !failed && count < (page + 1) * EVENTS_PAGE_SIZE;

/** Whether "next" leads somewhere: more rows are loaded past this page, or the service has more. */
export const hasNextPage = ({ count, complete, failed }: LoadedEvents, page: number): boolean =>
  count > (page + 1) * EVENTS_PAGE_SIZE || (!complete && !failed);

/** The last page that has rows (0 when none): where a page past the end goes back to. */
export const lastPageWithRows = (count: number): number => Math.max(0, Math.ceil(count / EVENTS_PAGE_SIZE) - 1);
