import type { FilterOption, MapFilterOptions, MapShop, MapShopsAnswer } from '../../contracts/shopsMap';
import { filtersForApi, type MapSearch } from '../../domain/mapFilters';
import type { HttpClient } from '../http';

export type { FilterOption, MapFilterOptions, MapShop, MapShopsAnswer };

/** The shops map's two reads (spec 1 §7); `base` is the super-admin API's root. */
export function shopsMapMethods(base: string, http: HttpClient) {
  return {
    async fetchMapFilters(signal?: AbortSignal): Promise<MapFilterOptions> {
      const { json } = await http<MapFilterOptions>(`${base}/fetch_filters`, { signal });
      return json;
    },
    async mapShops(search: MapSearch, signal?: AbortSignal): Promise<MapShopsAnswer> {
      const { json } = await http<MapShopsAnswer>(`${base}/map_shops`, {
        query: { search_address: search.address, search_radius: search.radius, filters: filtersForApi(search.filters) },
        signal,
      });
      return json;
    },
  };
}
