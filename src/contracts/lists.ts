/**
 * The server-sorted lists' contract, read by both sides: the console's lists and the API's list specs.
 * No TypeBox here, so the console may import these values (not only their types).
 */

/** The shape of react-admin's SortPayload, without depending on it here. */
export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** Spec 1 §9: 100 rows a page for the organisations and shops lists (and invoices, shift history). */
export const LIST_PAGE_SIZE = 100;

/** Spec 1 §2.4: server-sorted; `employees_count` sorts the users_count column (active employees). */
export const ORGANISATIONS_SORTABLE = ['id', 'name', 'status', 'shops_count', 'employees_count'] as const;
export type OrganisationsSortField = (typeof ORGANISATIONS_SORTABLE)[number];
export const ORGANISATIONS_DEFAULT_SORT: ListSort = { field: 'id', order: 'ASC' };

/** Spec 1 §2.7. */
export const SHOPS_SORTABLE = ['id', 'name', 'organisation_id', 'organisation_name', 'referent_name', 'referent_email'] as const;
export type ShopsSortField = (typeof SHOPS_SORTABLE)[number];
export const SHOPS_DEFAULT_SORT: ListSort = { field: 'id', order: 'DESC' };
