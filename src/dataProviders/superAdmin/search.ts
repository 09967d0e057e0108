import type { SearchResult } from '../../domain/globalSearch';
import type { HttpClient } from '../http';

/** The global search of spec 1 §2.3; `base` is the super-admin API's root. */
export function searchMethods(base: string, http: HttpClient) {
  return {
    async search(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
      const { json } = await http<unknown>(`${base}/search`, { query: { query }, signal });
      return Array.isArray(json) ? (json as SearchResult[]) : [];
    },
  };
}
