import { charges } from './charges.js';
import { emails } from './emails.js';
import { events } from './events.js';
import { shiftsAndBadgings } from './shiftsAndBadgings.js';
import { moduleIntegrations } from './moduleIntegrations.js';
import { shopFeatureStates } from './shopFeatureStates.js';
import { prospects } from './prospects.js';
import { shopSettingsHistory } from './shopSettingsHistory.js';
import { userContracts } from './userContracts.js';
import type { Dialect } from '../../db/dialect.js';
import type { FastRandom } from '../pools.js';
import type { OrganisationBundle } from '../rows.js';

/**
 * The tables of the dataset beyond the core ones, one seeder per model that later issues add (invoices /
 * charges, the events store…), for the demo and the scaled seeds. A seeder is used only when every table it
 * fills exists, so the generator runs unchanged before and after those migrations land. (Product modules,
 * spec 2 §4, are server/routes/modules/ and their seeded states server/seed/moduleSeed.ts.)
 *
 * Adding one: write `server/seed/tables/<name>.ts` exporting a TableSeeder, append it to
 * SCALED_TABLE_SEEDERS below. Its rows must be deterministic: draw from the `rng` it is given (its own
 * generator, seeded from the seed and the seeder's name) and number ids itself, in insertion order.
 */
export interface TableSeeder {
  name: string;
  /** tables it fills, in insertion order */
  tables: readonly string[];
  /** tables whose ids it numbers itself: PostgreSQL's sequences are moved past them after the load */
  idTables?: readonly string[];
  /** target row count per table for the large dataset (documentation and progress) */
  largeRows?: Readonly<Record<string, number>>;
  /** SQL run once every row is loaded, before the secondary indexes are built (e.g. to put rows in time order) */
  beforeIndexes?(dialect: Dialect): readonly string[];
  /** the rows of one organisation, written right after the organisation's own rows */
  organisation(bundle: OrganisationBundle, rng: FastRandom, write: (table: string, row: Record<string, unknown>) => void): void;
}

export const SCALED_TABLE_SEEDERS: readonly TableSeeder[] = [shopFeatureStates, moduleIntegrations, shiftsAndBadgings, shopSettingsHistory, prospects, charges, emails, events, userContracts];
