import type { Generated } from 'kysely';
import type { Flag, IsoDate, JsonText } from './columns.js';

export interface FeatureFlagsTable {
  name: string;
  description: string;
  /** JSON array of country codes (spec 1 §3) */
  languages: Generated<JsonText>;
  /** JSON array of sectors (spec 1 §3) */
  sectors: Generated<JsonText>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface FeatureFlagsDevTable {
  name: string;
  description: string;
  active: Generated<Flag>;
  /** null for a standard flag; shop | user | organisation for a canary flag */
  canary_release_type: string | null;
  /** JSON array of ids; [] means "apply to all" */
  canary_release_ids: Generated<JsonText>;
  created_at: IsoDate;
  updated_at: IsoDate;
}
