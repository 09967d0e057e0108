import { isPermissionFlag, type PermissionFlag } from '../../src/domain/permissions.js';

/** The granted flags stored in users.permissions (JSON text); unknown names and bad JSON count as nothing. */
export function grantedPermissions(stored: string | null): PermissionFlag[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is PermissionFlag => typeof name === 'string' && isPermissionFlag(name)) : [];
  } catch {
    return [];
  }
}
