import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { SentEmail } from '../../contracts/emails';
import type { ConsoleDataProvider } from '../../dataProviders';
import { awaitsHandOver, HAND_OVER_POLL_MS } from '../../domain/emails/handOver';
import { loadFilledPage } from './followEmptyPages';

export const SENT_EMAILS_PAGE_SIZE = 20;

export interface SentEmailsScope {
  entity: 'user' | 'organisation';
  id: number;
}

/**
 * The sent e-mails of a user or an organisation in a range of days (YYYY-MM-DD, null: none asked), newest first: the
 * first page on load, "next" appends the following one (spec 2 §2.6, §4); another range starts again.
 */
export function useSentEmails({ entity, id }: SentEmailsScope, range: { from: string; to: string } | null) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['sent_emails', entity, id, range?.from, range?.to];
  const query = useInfiniteQuery({
    queryKey,
    enabled: range !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      loadFilledPage(
        (cursor) =>
          dataProvider.sentEmails(
            { ...(entity === 'user' ? { user_id: id } : { organisation_id: id }), from: range!.from, to: range!.to, limit: SENT_EMAILS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
            signal,
          ),
        pageParam,
      ),
    getNextPageParam: (page) => page.next,
    // each row shows its latest status: asked again while the outbox is still handing a message over
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => page.data.some((row) => awaitsHandOver(row.status))) ? HAND_OVER_POLL_MS : false,
    retry: false,
  });
  const rows: SentEmail[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  const reload = useCallback(() => queryClient.resetQueries({ queryKey: ['sent_emails', entity, id] }), [queryClient, entity, id]);
  return {
    rows,
    loading: query.isLoading,
    loadingNext: query.isFetchingNextPage,
    hasNext: query.hasNextPage,
    loadNext: () => void query.fetchNextPage(),
    error: query.error,
    retry: () => void query.refetch(),
    reload,
  };
}
