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

/** Organisation statuses (the organisations list's `status` filter, the shops list's `organisation_status` filter). */
export const ORGANISATION_STATUSES = ['active', 'trial', 'waiting', 'suspended', 'cancelled'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** Pack offers an organisation is on (the organisations list's `plan` filter). */
export const ORGANISATION_PLANS = ['basic', 'success', 'premium', 'enterprise'] as const;

/**
 * Issue 15: the filters of the lists, in the query string with sort and page. Each value filter
 * takes one value or several (repeat the parameter); `q` is a text filter (words prefixes).
 */
export const ORGANISATIONS_FILTERS = ['status', 'plan', 'q'] as const;
export const SHOPS_FILTERS = ['organisation_status', 'q'] as const;

/** The longest text filter `q` the lists accept (longer is a 400 validation_failed). */
export const LIST_QUERY_MAX_LENGTH = 100;
