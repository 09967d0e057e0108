import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TimelineItem, TimelineKind } from '../../../../contracts/timeline';
import type { ConsoleDataProvider } from '../../../../dataProviders';

export const TIMELINE_PAGE_SIZE = 50;

/** The organisation's timeline for the chosen kinds (none chosen: nothing asked), 50 items a page, "more" appends. */
export function useTimeline(organisationId: number, kinds: readonly TimelineKind[]) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = useInfiniteQuery({
    queryKey: ['organisation_timeline', organisationId, kinds.join(',')],
    enabled: kinds.length > 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => dataProvider.organisationTimeline(organisationId, { kinds, before: pageParam, limit: TIMELINE_PAGE_SIZE }, signal),
    getNextPageParam: (page) => page.next,
    retry: false,
  });
  const items: TimelineItem[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items,
    loading: query.isLoading,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    error: query.error,
    retry: () => void query.refetch(),
  };
}
