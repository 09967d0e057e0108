import { filtersForApi, type MapSearch } from '../../domain/mapFilters';
import type { HttpClient } from '../http';

export interface FilterOption {
  id: string;
  label: string;
}

/** GET /super_admin/api/fetch_filters (spec 1 §7), labelled in the request's language. */
export interface MapFilterOptions {
  conventions: FilterOption[];
  sectors: FilterOption[];
  features: FilterOption[];
}

/** A map shop (spec 1 §3) as GET /super_admin/api/map_shops returns it. */
export interface MapShop {
  id: number;
  name: string;
  lat: number;
  lng: number;
  convention: string | null;
  nb_employees: number;
  bizdev: string | null;
  coach: string | null;
  organisation_id: number;
  organisation_name: string;
  referent_name: string | null;
  referent_phone: string | null;
  referent_mail: string | null;
  address: string;
  distance_km: number;
}

export interface MapShopsAnswer {
  shops: MapShop[];
  searched_lat: number;
  searched_lng: number;
  searched_label: string;
  truncated: boolean;
}

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
