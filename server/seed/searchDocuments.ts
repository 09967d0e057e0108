import { organisationSearchDocument, shopSearchDocument, userSearchDocument } from '../search/searchDocuments.js';
import type { OrganisationRow, SearchDocumentRow, ShopRow, UserRow } from './rows.js';

export {
  organisationSearchDocument,
  searchDocument,
  shopSearchDocument,
  userSearchDocument,
  type SearchableType,
} from '../search/searchDocuments.js';

/** The search index of the whole dataset (the builders live in server/search, shared with the write paths). */
export function buildSearchDocuments(rows: {
  users: readonly UserRow[];
  organisations: readonly OrganisationRow[];
  shops: readonly ShopRow[];
}): SearchDocumentRow[] {
  return [
    ...rows.organisations.map((o) => organisationSearchDocument({ id: o.id, name: o.name, siren: o.siren ?? null })),
    ...rows.shops.map((s) => shopSearchDocument({ id: s.id, name: s.name, city: s.city ?? null })),
    ...rows.users.map((u) => userSearchDocument({ id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email ?? null, phone: u.phone ?? null })),
  ];
}
