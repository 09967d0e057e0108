import { normalizeForSearch } from '../../src/domain/search.js';
import type { OrganisationRow, SearchDocumentRow, ShopRow, UserRow } from './rows.js';

export type SearchableType = 'User' | 'Organisation' | 'Shop';

/** One row of the global-search index: what is shown, and the normalised text matched against. */
export function searchDocument(
  type: SearchableType,
  id: number,
  content: string,
  additional: string | null,
  /** what is matched; defaults to the content and the additional information */
  terms: readonly (string | null | undefined)[] = [content, additional],
): SearchDocumentRow {
  return {
    searchable_type: type,
    searchable_id: id,
    content,
    additional_information: additional,
    normalized: normalizeForSearch(terms.filter(Boolean).join(' ')),
  };
}

/** "Claire Martin" / "claire.martin@client.example · 07 90 66 70 28"; the phone also matches without spaces. */
export function userSearchDocument(user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'phone'>): SearchDocumentRow {
  const content = `${user.first_name} ${user.last_name}`;
  const additional = [user.email, user.phone].filter(Boolean).join(' · ') || null;
  return searchDocument('User', user.id, content, additional, [content, user.email, user.phone, user.phone?.replace(/\s+/g, '')]);
}

export function organisationSearchDocument(organisation: Pick<OrganisationRow, 'id' | 'name' | 'siren'>): SearchDocumentRow {
  return searchDocument('Organisation', organisation.id, organisation.name, organisation.siren ?? null);
}

export function shopSearchDocument(shop: Pick<ShopRow, 'id' | 'name' | 'city'>): SearchDocumentRow {
  return searchDocument('Shop', shop.id, shop.name, shop.city ?? null);
}

export function buildSearchDocuments(rows: {
  users: readonly UserRow[];
  organisations: readonly OrganisationRow[];
  shops: readonly ShopRow[];
}): SearchDocumentRow[] {
  return [
    ...rows.organisations.map(organisationSearchDocument),
    ...rows.shops.map(shopSearchDocument),
    ...rows.users.map(userSearchDocument),
  ];
}
