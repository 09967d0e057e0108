/**
 * Permission flags a super admin may hold (spec 1 §3 and §6, spec 2 §6, spec 3).
 * The server stores the granted ones per user and enforces them on every route;
 * the console reads them from current_user to hide what cannot be used.
 */
export const PERMISSION_FLAGS = [
  'can_manage_labour_laws',
  'can_manage_feature_flags',
  'can_manage_super_admin_users',
  'can_synchronize_shops',
  'can_add_feature_flags',
  'can_add_integration_config',
  'can_add_advanced_integration_config',
  'can_run_integration_jobs',
  'can_delete_employee',
  'can_edit_conventions',
  'can_suspend_shop',
  'can_delete_shop',
  'can_extract_clock_in_out',
  'can_activate_esignature',
  'can_exclude_from_cash_recovery',
  'can_migrate_to_new_process',
  'can_create_or_update_invoices',
  'can_link_without_pay',
  'can_add_automatic_planning_credits',
  'can_unblacklist',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

export function isPermissionFlag(value: string): value is PermissionFlag {
  return (PERMISSION_FLAGS as readonly string[]).includes(value);
}

/** Every flag as a boolean, from the list of granted names. */
export function toPermissionFlags(granted: readonly string[]): PermissionFlags {
  const set = new Set(granted);
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, set.has(flag)])) as PermissionFlags;
}
