import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { validateNewFlag } from '../../../src/domain/featureFlagRules.js';
import { audit } from '../../audit/audit.js';
import type { Database } from '../../db/types/index.js';
import { AppError, type ErrorDetail } from '../../http/errors.js';
import type { FlagKind } from './kinds.js';
import { findFlag, insertFlag, setFlag, type FlagTable } from './store.js';

/** Update and creation of a flag of either kind, each in one transaction with its audit row. */

const notFound = (name: string) => new AppError(404, 'not_found', `No flag named ${name}.`);

const NAME_MESSAGES = { mandatory: 'is required', has_space: 'must not contain spaces', name_exists: 'already exists' } as const;

/** spec 1 §5: name required without spaces, description required. */
function checkNewFlag(flag: { name: string; description: string }): void {
  const problems = validateNewFlag(flag);
  const details: ErrorDetail[] = [];
  if (problems.name) details.push({ path: 'feature_flag.name', message: NAME_MESSAGES[problems.name] });
  if (problems.description) details.push({ path: 'feature_flag.description', message: 'is required' });
  if (details.length > 0) throw new AppError(400, 'validation_failed', 'The new flag is not valid.', details);
}

export async function updateFlag<T extends FlagTable, Flag, Update extends { name?: string }>(
  db: Kysely<Database>,
  request: FastifyRequest,
  kind: FlagKind<T, Flag, Update, never>,
  name: string,
  body: Update,
): Promise<Flag> {
  if (body.name !== undefined && body.name !== name) {
    throw new AppError(400, 'validation_failed', 'A flag cannot be renamed.', [{ path: 'feature_flag.name', message: 'must be the name in the path' }]);
  }
  kind.checkUpdate(body);
  return db.transaction().execute(async (trx) => {
    const before = await findFlag(trx, kind.table, name);
    if (!before) throw notFound(name);
    const changes = { ...kind.changes(before, body), updated_at: new Date().toISOString() };
    await setFlag(trx, kind.table, name, changes);
    const after = kind.toApi({ ...before, ...changes });
    await audit(request, trx, { action: `${kind.entity}.update`, entityType: kind.entity, entityId: name, before: kind.toApi(before), after });
    return after;
  });
}

export async function createFlag<T extends FlagTable, Flag, New extends { name: string; description: string }>(
  db: Kysely<Database>,
  request: FastifyRequest,
  kind: FlagKind<T, Flag, never, New>,
  body: New,
): Promise<Flag> {
  checkNewFlag(body);
  const row = kind.newRow(body, new Date().toISOString());
  const created = kind.toApi(row);
  await db.transaction().execute(async (trx) => {
    await insertFlag(trx, kind.table, row);
    await audit(request, trx, { action: `${kind.entity}.create`, entityType: kind.entity, entityId: row.name, after: created });
  });
  return created;
}
