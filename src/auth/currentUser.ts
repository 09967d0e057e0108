import type { CurrentUser as CurrentUserBody } from '../contracts/currentUser';
import { PERMISSION_FLAGS, type PermissionFlags } from '../domain/permissions';
import type { AccessSubject } from '../domain/access';

/** GET /super_admin/api/current_user, normalised (spec 1 §3). */
export interface CurrentUser extends AccessSubject {
  id: string | number;
  firstName: string;
  lastName: string;
  email: string;
  lang: string | null;
  profileUrl: string | null;
  editPasswordUrl: string | null;
  flags: PermissionFlags;
  devFlags: string[];
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const optional = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function parseCurrentUser(body: unknown): CurrentUser {
  // the contract's keys, each value still checked: another back end may answer less
  const raw = (body && typeof body === 'object' ? body : {}) as { [K in keyof CurrentUserBody]?: unknown };
  if (typeof raw.id !== 'string' && typeof raw.id !== 'number') throw new Error('current_user without id');
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, raw[flag] === true])) as PermissionFlags;
  return {
    id: raw.id,
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    email: str(raw.email),
    lang: optional(raw.lang),
    profileUrl: optional(raw.profileUrl),
    editPasswordUrl: optional(raw.editPasswordUrl),
    flags,
    devFlags: Array.isArray(raw.dev_flags) ? raw.dev_flags.filter((f): f is string => typeof f === 'string') : [],
  };
}
