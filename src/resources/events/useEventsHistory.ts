import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { EventsQuery } from '../../contracts/events';
import type { ConsoleDataProvider } from '../../dataProviders';
import { eventsScopeQuery, type EventsScope } from '../../dataProviders/events';
import { retryServerErrorsOnce } from '../../dataProviders/queryRetry';
import {
  EVENTS_DEFAULT_ORDER,
  EVENTS_FETCH_LIMIT,
  hasNextPage,
  lastPageWithRows,
  pageNeedsMore,
  pageRows,
  type EventsOrder,
  type LoadedEvents,
} from '../../domain/events/eventsPaging';
import { defaultEventsRange, eventsRangeQuery, type EventsDayRange } from '../../domain/events/eventsRange';

export interface EventsFilters {
  subtypes: string[];
  userIds: number[];
  range: EventsDayRange;
}

const initialFilters = (): EventsFilters => ({ subtypes: [], userIds: [], range: defaultEventsRange() });
const commaList = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);

/**
 * The events history's state (spec 2 §2.5, §4, §8, §9): the filters and the order make the query; its answers are kept as
 * they come (40 at a time, the next 40 asked with the cursor when a page needs them) and pages of 20 are cut from them.
 * A filter or order change starts again from page 1; a failure toasts 'events_error' and stops the pagination until then.
 * Nothing is asked before `ready` (the scope's users have arrived).
 */
export function useEventsHistory(scope: EventsScope, ready: boolean) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [filters, setFilters] = useState(initialFilters);
  const [order, setOrder] = useState<EventsOrder>(EVENTS_DEFAULT_ORDER);
  const [askedPage, setPage] = useState(0);

  const scopeQuery = eventsScopeQuery(scope);
  const range = eventsRangeQuery(filters.range);
  const query: EventsQuery | null = range && {
    ...scopeQuery,
    limit: EVENTS_FETCH_LIMIT,
    order,
    subtypes: commaList(filters.subtypes),
    user_ids: commaList(filters.userIds),
    ...range,
  };
  const enabled = ready && query !== null;

  const events = useInfiniteQuery({
    queryKey: ['events_history', 'events', query],
    queryFn: ({ pageParam, signal }) => dataProvider.getEvents({ ...query!, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    retry: retryServerErrorsOnce,
    refetchOnWindowFocus: false,
  });

  const rows = useMemo(() => events.data?.pages.flatMap((answer) => answer.data) ?? [], [events.data]);
  const loaded: LoadedEvents = { count: rows.length, complete: events.data !== undefined && !events.hasNextPage, failed: events.isError };
  // "next" from the last loaded rows may find nothing more: the last page that has rows is shown then
  const page = loaded.complete ? Math.min(askedPage, lastPageWithRows(loaded.count)) : askedPage;
  const needsMore = enabled && pageNeedsMore(loaded, page);

  const { fetchNextPage, isFetching, errorUpdatedAt, isError } = events;
  useEffect(() => {
    if (needsMore && events.data && !isFetching) void fetchNextPage();
  }, [needsMore, events.data, isFetching, fetchNextPage]);
  useEffect(() => {
    if (isError) notify('events.events_error', { type: 'error' });
  }, [isError, errorUpdatedAt, notify]);

  const loading = !ready || (enabled && (events.isPending || needsMore));
  return {
    filters,
    changeFilters: (next: EventsFilters) => {
      setFilters(next);
      setPage(0);
    },
    order,
    toggleOrder: () => {
      setOrder(order === 'desc' ? 'asc' : 'desc');
      setPage(0);
    },
    page,
    rows: loading ? [] : pageRows(rows, page),
    loading,
    failed: events.isError,
    canGoBack: page > 0 && !loading,
    canGoOn: !loading && hasNextPage(loaded, page),
    previous: () => setPage(Math.max(0, page - 1)),
    next: () => setPage(page + 1),
  };
}
