import { DEV_FLAGS } from './devFlags';
import type { PermissionFlag, PermissionFlags } from './permissions';

/** What the console knows about the signed-in super admin when deciding what to show. */
export interface AccessSubject {
  flags: Partial<PermissionFlags>;
  /** Names of the dev flags active for this user (current_user.dev_flags). */
  devFlags: readonly string[];
}

export interface AccessRequest {
  resource: string;
  action?: string;
}

interface Rule {
  flags: readonly PermissionFlag[];
  devFlags?: readonly string[];
}

/**
 * Spec 1 §2.2 and §6: the screens gated by a permission flag (and, for labour laws, a dev flag).
 * Everything not listed is open to any super admin; the server checks every call again.
 */
const RULES: Record<string, Rule> = {
  feature_flags: { flags: ['can_manage_feature_flags'] },
  labour_laws: { flags: ['can_manage_labour_laws'], devFlags: [DEV_FLAGS.labourLawsSuperAdmin] },
  manage_super_admin_users: { flags: ['can_manage_super_admin_users'] },
  /** the "Synchronize shops" button of the organisations and shops lists (spec 1 §2.4, §2.7) */
  shops_synchronization: { flags: ['can_synchronize_shops'] },
};

export function canAccess(subject: AccessSubject | null | undefined, { resource }: AccessRequest): boolean {
  const rule = RULES[resource];
  if (!rule) return true;
  if (!subject) return false;
  const hasFlags = rule.flags.every((flag) => subject.flags[flag] === true);
  const hasDevFlags = (rule.devFlags ?? []).every((name) => subject.devFlags.includes(name));
  return hasFlags && hasDevFlags;
}
