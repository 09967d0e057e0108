import { useListContext } from 'react-admin';

/** Spec 2 §2.1, §2.8, §6: what the list answer says (can_create_or_update_invoices, its meta): add, edit and export are shown only then. */
export function useCanCreateOrUpdateInvoices(): boolean {
  const { meta } = useListContext();
  return (meta as { can_create_or_update_invoices?: unknown } | undefined)?.can_create_or_update_invoices === true;
}
