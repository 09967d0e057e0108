import { Type, type Static } from 'typebox';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_RESULTS } from '../domain/globalSearch.js';

/**
 * GET /super_admin/api/search (spec 1 §2.3, §3), written once: the server validates and serialises with
 * these schemas, the console imports their types only (`import type`).
 */

/** In the order that ranks equally good matches: Organisation, Shop, User. */
export const SEARCHABLE_TYPES = ['Organisation', 'Shop', 'User'] as const;
export type SearchableType = (typeof SEARCHABLE_TYPES)[number];

/** At most this many results, best first. */
export const SEARCH_LIMIT = SEARCH_MAX_RESULTS;
/** Shorter queries (once normalised) answer [] (a single character would match most of the index). */
export const MIN_QUERY_LENGTH = 2;
/** Beyond this many characters (once trimmed) the query is refused (400). */
export const MAX_QUERY_LENGTH = SEARCH_MAX_QUERY_LENGTH;

export const SearchQuerystring = Type.Object({ query: Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH * 2 }) });
export type SearchQuerystring = Static<typeof SearchQuerystring>;

/** One answer (spec 1 §3 "Search result"). */
export const SearchResult = Type.Object({
  searchable_type: Type.Enum([...SEARCHABLE_TYPES], { description: 'the console opens /users/{id}, /organisations/{id} or /shops/{id}' }),
  searchable_id: Type.Integer(),
  content: Type.String({ description: "a user's name, an organisation's or a shop's name" }),
  additional_information: Type.Union([Type.String(), Type.Null()], {
    description: 'users: "e-mail · phone"; organisations: SIREN; shops: city',
  }),
});
export type SearchResult = Static<typeof SearchResult>;

/** The answer: a bare array. */
export const SearchResults = Type.Array(SearchResult, { maxItems: SEARCH_LIMIT });
export type SearchResults = Static<typeof SearchResults>;
