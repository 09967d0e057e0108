import type { Kysely } from 'kysely';
import type { MissionsAnswer } from '../../../src/contracts/integrationLaunches.js';
import { parseCsvImport } from '../../../src/domain/csvImport.js';
import { MISSIONS_MAX_LINES, readMissionLine, type Mission } from '../../../src/domain/integrationLaunches/missions.js';
import type { Database } from '../../db/types/index.js';
import type { ShopsService } from './shopsService.js';

const MAX_ERRORS = 100;

/**
 * The missions kept on our database (used when SHOPS_SERVICE_URL is not set): the file's valid lines applied in one
 * transaction to shop_missions (a mission is its shop, label and first day; its last day is what a line changes), the
 * others refused with their line, column and reason.
 */
export function embeddedShopsService(db: Kysely<Database>): ShopsService {
  return {
    async uploadMissions(file, shopIds) {
      const parsed = parseCsvImport(file.data.toString('utf8'), { header: true, maxLines: MISSIONS_MAX_LINES });
      // a file that is not a CSV it can trust is refused whole, nothing applied
      if (!parsed.ok) return { read: 0, applied: 0, unchanged: 0, refused: 1, errors: [{ line: parsed.line ?? 0, column: null, reason: `missions_${parsed.problem}` }] };
      const allowed = new Set(shopIds);
      const answer: MissionsAnswer = { read: parsed.lines.length, applied: 0, unchanged: 0, refused: 0, errors: [] };
      const missions: Mission[] = [];
      for (const line of parsed.lines) {
        const read = readMissionLine(line.cells, allowed);
        if (read.ok) missions.push(read.mission);
        else {
          answer.refused += 1;
          if (answer.errors.length < MAX_ERRORS) answer.errors.push({ line: line.line, column: read.column, reason: read.reason });
        }
      }
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const mission of missions) {
          const existing = await trx
            .selectFrom('shop_missions')
            .select(['id', 'ends_on'])
            .where('shop_id', '=', mission.shop_id)
            .where('label', '=', mission.label)
            .where('starts_on', '=', mission.starts_on)
            .executeTakeFirst();
          if (existing && existing.ends_on === mission.ends_on) answer.unchanged += 1;
          else if (existing) {
            await trx.updateTable('shop_missions').set({ ends_on: mission.ends_on, updated_at: at }).where('id', '=', existing.id).execute();
            answer.applied += 1;
          } else {
            await trx.insertInto('shop_missions').values({ ...mission, updated_at: at }).execute();
            answer.applied += 1;
          }
        }
      });
      return answer;
    },
  };
}
