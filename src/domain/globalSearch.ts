/** Spec 1 §2.3 and §9: the top-bar search waits for 400 ms of silence and shows at most 10 results. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_MAX_RESULTS = 10;
/** The API answers 400 beyond 100 characters; the box stops there. */
export const SEARCH_MAX_QUERY_LENGTH = 100;

export type SearchableType = 'User' | 'Organisation' | 'Shop';

/** One answer of GET /super_admin/api/search (spec 1 §3). */
export interface SearchResult {
  searchable_type: string;
  searchable_id: number | string;
  content: string;
  additional_information: string | null;
}

/** Spec 1 §3: User, Organisation, and anything else is a shop. */
export function searchableKind(type: string): SearchableType {
  return type === 'User' || type === 'Organisation' ? type : 'Shop';
}

/** Spec 1 §2.3: a result opens /{lower-cased type}s/{id}: /users/7, /organisations/12, /shops/3. */
export function searchResultPath(result: Pick<SearchResult, 'searchable_type' | 'searchable_id'>): string {
  return `/${searchableKind(result.searchable_type).toLowerCase()}s/${encodeURIComponent(String(result.searchable_id))}`;
}

/** What is sent: surrounding spaces dropped; nothing is searched for an empty query. */
export const searchQueryOf = (text: string): string => text.trim();

/** Spec 1 §9: the search error toast stays 5 s, like every toast. */
export const SEARCH_ERROR_TOAST_MS = 5000;

/** The keyboard shortcut that focuses the search from anywhere: Cmd+K on Apple devices, Ctrl+K elsewhere. */
export const isApplePlatform = (userAgent: string): boolean => /Mac|iPhone|iPad|iPod/i.test(userAgent);

export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}
