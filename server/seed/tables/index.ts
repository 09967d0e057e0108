import { charges } from './charges.js';
import { emails } from './emails.js';
import { events } from './events.js';
import { shiftsAndBadgings } from './shiftsAndBadgings.js';
import { moduleIntegrations } from './moduleIntegrations.js';
import { shopFeatureStates } from './shopFeatureStates.js';
import { prospects } from './prospects.js';
import { shopSettingsHistory } from './shopSettingsHistory.js';
import type { Dialect } from '../../db/dialect.js';
import type { FastRandom } from '../pools.js';
import type { OrganisationBundle } from '../rows.js';

/**
 * Optional parts of the scaled dataset, one module per model that later issues add (invoices /
 * charges, the events store…). A module is used only when every table it fills exists, so the
 * generator runs unchanged before and after those migrations land.
 *
 * Adding one: write `server/seed/modules/<name>.ts` exporting a ScaledModule, append it to
 * SCALED_MODULES below. Its rows must be deterministic: draw from the `rng` it is given (its own
 * generator, seeded from the seed and the module name) and number ids itself, in insertion order.
 */
export interface ScaledModule {
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

export const SCALED_MODULES: readonly ScaledModule[] = [shopFeatureStates, moduleIntegrations, shiftsAndBadgings, shopSettingsHistory, prospects, charges, emails, events];
