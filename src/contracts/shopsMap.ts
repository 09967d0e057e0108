import { Type, type Static } from 'typebox';

/**
 * The shops map's calls (spec 1 §7: fetch_filters, map_shops), written once: the server validates and
 * serialises with these schemas, the console imports their types only (`import type`).
 */

/** At most this many shops per answer, the nearest (spec 1 §2.8 shows them all as markers and cards). */
export const MAP_SHOPS_LIMIT = 500;

export const FilterOption = Type.Object({ id: Type.String(), label: Type.String() });
export type FilterOption = Static<typeof FilterOption>;

/** GET /super_admin/api/fetch_filters, labelled in the request's language. */
export const MapFilterOptions = Type.Object({ conventions: Type.Array(FilterOption), sectors: Type.Array(FilterOption), features: Type.Array(FilterOption) });
export type MapFilterOptions = Static<typeof MapFilterOptions>;

/** A map shop (spec 1 §3) as GET /super_admin/api/map_shops returns it. */
export const MapShop = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  convention: Type.Union([Type.String(), Type.Null()], { description: 'agreement code (fetch_filters conventions id), null abroad' }),
  nb_employees: Type.Integer({ description: "the shop's active (non-archived) employees" }),
  bizdev: Type.Union([Type.String(), Type.Null()]),
  coach: Type.Union([Type.String(), Type.Null()]),
  organisation_id: Type.Integer(),
  organisation_name: Type.String(),
  referent_name: Type.Union([Type.String(), Type.Null()]),
  referent_phone: Type.Union([Type.String(), Type.Null()]),
  referent_mail: Type.Union([Type.String(), Type.Null()]),
  address: Type.String({ description: 'street, postal code and town, e.g. "12 rue de la Paix, 69002 Lyon"' }),
  distance_km: Type.Number({ description: 'great-circle (haversine) distance from the searched point, km, 3 decimals' }),
});
export type MapShop = Static<typeof MapShop>;

/** GET /super_admin/api/map_shops. */
export const MapShopsAnswer = Type.Object({
  shops: Type.Array(MapShop),
  searched_lat: Type.Number(),
  searched_lng: Type.Number(),
  searched_label: Type.String({ description: 'the place the address was read as, e.g. "Lyon 2e Arrondissement (69002)"' }),
  truncated: Type.Boolean({ description: `true when more than ${MAP_SHOPS_LIMIT} shops match: only the nearest are returned` }),
});
export type MapShopsAnswer = Static<typeof MapShopsAnswer>;
