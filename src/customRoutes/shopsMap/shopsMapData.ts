import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { MapShopsAnswer } from '../../dataProviders/superAdmin/shopsMap';
import { mapSearchFromParams, mapSearchToParams, type MapSearch } from '../../domain/mapFilters';

/** The search and the active filters live in the URL (a reload or a shared link shows the same map). */
export function useMapSearch(): [MapSearch, (next: MapSearch) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the params
  const search = useMemo(() => mapSearchFromParams(params), [key]);
  return [search, (next) => setParams(mapSearchToParams(next))];
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** fetch_filters, in the current language; a failure gives the "try later" toast (spec 1 §8). */
export function useMapFilterOptions() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['shops_map', 'filters', locale],
    queryFn: ({ signal }) => dataProvider.fetchMapFilters(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) notify('shops_map.errors.try_later', { type: 'error' });
  }, [query.isError, notify]);
  return query;
}

export type MapShopsState =
  | { status: 'loading'; answer?: undefined }
  | { status: 'loaded'; answer: MapShopsAnswer }
  | { status: 'address_not_found'; answer?: undefined }
  | { status: 'failed'; answer?: undefined };

/**
 * map_shops for the search (spec 1 §4 "Map: loading, then loaded"). An address the server cannot
 * place is shown in place; any other failure gives the "try later" toast.
 */
export function useMapShops(search: MapSearch): MapShopsState & { fetching: boolean; refetch: () => void } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const key = mapSearchToParams(search).toString();
  const query = useQuery({
    queryKey: ['shops_map', 'shops', key],
    queryFn: ({ signal }) => dataProvider.mapShops(search, signal),
    retry: false,
  });
  const notFound = query.isError && statusOf(query.error) === 422;
  useEffect(() => {
    if (query.isError && !notFound) notify('shops_map.errors.try_later', { type: 'error' });
  }, [query.isError, notFound, notify]);

  const common = { fetching: query.isFetching, refetch: () => void query.refetch() };
  if (query.isError) return { status: notFound ? 'address_not_found' : 'failed', ...common };
  // a new search starts from the loader; its results replace the previous ones
  if (query.isPending) return { status: 'loading', ...common };
  return { status: 'loaded', answer: query.data, ...common };
}
