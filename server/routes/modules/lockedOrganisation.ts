import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { Database, Organisation } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/**
 * The live organisation row, 404 not_found otherwise. With `lock` on PostgreSQL the row is locked until the
 * transaction ends, so two toggles of one organisation run one after the other (SQLite serialises writers itself).
 */
export async function lockedLiveOrganisation(db: Kysely<Database>, dialect: Dialect, id: number, lock: boolean): Promise<Organisation> {
  const row = await db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(lock && dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No organisation ${id}.`);
  return row;
}
