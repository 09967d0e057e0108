import type { Generated } from 'kysely';
import type { Flag, IsoDate, JsonText } from './columns.js';

export interface LabourLawsTable {
  id: Generated<number>;
  /** upper case: FR, BE, CH, DE, ES, IT, LU */
  country: string;
  /** agreement | region | country */
  scope: string;
  key: string;
  name: string;
  alerts: Generated<JsonText>;
  absences_with_owed_meal: Generated<JsonText>;
  rules: Generated<JsonText>;
  enabled: Generated<Flag>;
  created_at: IsoDate;
  updated_at: IsoDate;
}
