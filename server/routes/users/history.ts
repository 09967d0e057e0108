import type { Kysely } from 'kysely';
import type { ActionHistoryCategory, ActionHistoryItem } from '../../../src/contracts/users.js';
import type { Database } from '../../db/types/index.js';
import type { Direction } from '../../lists/listQuery.js';

/**
 * A user's action history (spec 2 §2.3): the audit rows about them (entity_type 'user', entity_id
 * their id), newest first by default, read through audit_events(entity_type, entity_id, created_at, id)
 * (migration 0016). What they did themselves as staff is the audit trail by actor, not their history.
 * Each row gets a category from its action and a readable sentence (English, as audit texts are);
 * the console words the known actions itself (users.history.actions.<action>).
 */
const CATEGORIES: [RegExp, ActionHistoryCategory][] = [
  [/^user\.(create|archive|delete)$/, 'account'],
  [/invit/, 'invitation'],
  [/pin/, 'pin'],
  [/blacklist/, 'blacklist'],
  [/impersonat|super_admin|sign_in|session/, 'access'],
  [/^user\.delete_email$|^current_user\.update$|^user\.update$/, 'profile'],
];

export function categoryOf(action: string): ActionHistoryCategory {
  return CATEGORIES.find(([pattern]) => pattern.test(action))?.[1] ?? 'other';
}

type AuditRow = { id: number; action: string; actor_email: string | null; before: string | null; after: string | null; created_at: string };

const parse = (json: string | null): Record<string, unknown> => {
  try {
    const value: unknown = json ? JSON.parse(json) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const SENTENCES: Record<string, (row: AuditRow, before: Record<string, unknown>, after: Record<string, unknown>) => string> = {
  'user.create': () => 'Account created',
  'user.archive': () => 'User deleted (archived)',
  'user.delete_email': (_r, before) => (typeof before.email === 'string' ? `E-mail address ${before.email} deleted` : 'E-mail address deleted'),
  'user.invite': (_r, _b, after) => `Invitation sent to ${String(after.email ?? 'the user')}`,
  'user.impersonate': () => 'Site seen as this user (impersonation)',
  'user.grant_super_admin': () => 'Super admin access granted',
  'user.revoke_super_admin': () => 'Super admin access removed',
  'current_user.update': () => 'Profile updated',
};

/** The address an action names (the deleted or the invited e-mail), shown in its sentence. */
function valueOf(row: AuditRow): string | null {
  const named = row.action === 'user.delete_email' ? parse(row.before).email : row.action === 'user.invite' ? parse(row.after).email : null;
  return typeof named === 'string' ? named : null;
}

export function describe(row: AuditRow): string {
  const sentence = SENTENCES[row.action]?.(row, parse(row.before), parse(row.after)) ?? row.action.replace(/[._]/g, ' ');
  return row.actor_email ? `${sentence} by ${row.actor_email}` : sentence;
}

export async function actionHistory(
  db: Kysely<Database>,
  userId: number,
  { column, direction, limit, offset }: { column: 'created_at' | 'id'; direction: Direction; limit: number; offset: number },
): Promise<{ items: ActionHistoryItem[]; total: number }> {
  const about = db.selectFrom('audit_events').where('entity_type', '=', 'user').where('entity_id', '=', String(userId));
  const [rows, counted] = await Promise.all([
    about
      .select(['id', 'action', 'actor_email', 'before', 'after', 'created_at'])
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    about.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, action_date: row.created_at, action_type_category: categoryOf(row.action), action: row.action, description: describe(row), actor: row.actor_email, value: valueOf(row) })),
    total: Number(counted.n),
  };
}
