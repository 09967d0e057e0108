import type { Insertable } from 'kysely';
import type { SearchableType } from '../../src/contracts/search.js';
import { normalizeForSearch } from '../../src/domain/search.js';
import type { SearchDocumentsTable } from '../db/types/index.js';

export { SEARCHABLE_TYPES, type SearchableType } from '../../src/contracts/search.js';

export type SearchDocument = Insertable<SearchDocumentsTable>;

/** One row of the global-search index: what is shown, and the normalised text matched against. */
export function searchDocument(
  type: SearchableType,
  id: number,
  content: string,
  additional: string | null,
  /** what is matched; defaults to the content and the additional information */
  terms: readonly (string | null | undefined)[] = [content, additional],
): SearchDocument {
  return {
    searchable_type: type,
    searchable_id: id,
    content,
    additional_information: additional,
    normalized: normalizeForSearch(terms.filter(Boolean).join(' ')),
    content_key: normalizeForSearch(content),
  };
}

export interface SearchableUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

/** "Claire Martin" / "claire.martin@client.example · 07 90 66 70 28"; the phone also matches without spaces. */
export function userSearchDocument(user: SearchableUser): SearchDocument {
  const content = `${user.first_name} ${user.last_name}`;
  const additional = [user.email, user.phone].filter(Boolean).join(' · ') || null;
  return searchDocument('User', user.id, content, additional, [content, user.email, user.phone, user.phone?.replace(/\s+/g, '')]);
}

/** Organisation name, with its SIREN as additional information (matched too). */
export function organisationSearchDocument(organisation: { id: number; name: string; siren: string | null }): SearchDocument {
  return searchDocument('Organisation', organisation.id, organisation.name, organisation.siren ?? null);
}

/** Shop name, with its city as additional information (matched too). */
export function shopSearchDocument(shop: { id: number; name: string; city: string | null }): SearchDocument {
  return searchDocument('Shop', shop.id, shop.name, shop.city ?? null);
}
