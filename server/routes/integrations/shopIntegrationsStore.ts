import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';

/**
 * The shop's pay exporter (spec 2 §3 shop detail `payExporter`): the key of its active pay-export integration, null
 * without one. Owner: the module-toggles work (issue 17, shop integrations); placeholder until it lands.
 */
export async function payExporterOf(_db: Kysely<Database>, _shopId: number): Promise<string | null> {
  return null;
}
