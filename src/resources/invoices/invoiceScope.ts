/**
 * Where an invoices table is shown (spec 2 §2.1 organisation tab, §2.2 shop tab, §2.8 /invoices): the list's
 * billing_info_scope and what the new-invoice wizard offers as shops.
 */
export type InvoiceScope =
  | { kind: 'organisation'; organisationId: number; organisationName: string }
  | { kind: 'shop'; shopId: number; shopName: string; organisationId: number }
  | { kind: 'all' };

/** The list filter of a scope: GET /super_admin/api/stripe_charges?type=billing_info&billing_info_scope=… */
export function chargesFilter(scope: InvoiceScope): Record<string, unknown> {
  if (scope.kind === 'organisation') return { type: 'billing_info', billing_info_scope: 'organisation', organisation_id: scope.organisationId };
  if (scope.kind === 'shop') return { type: 'billing_info', billing_info_scope: 'shop', shop_id: scope.shopId };
  return { type: 'billing_info', billing_info_scope: 'all' };
}
