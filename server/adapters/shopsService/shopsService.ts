import type { MissionsAnswer } from '../../../src/contracts/integrationLaunches.js';
import { OutsideServiceError } from '../http.js';

/**
 * The shops service (spec 3 §7): takes the missions CSV of an organisation's shops (multipart field `file`, query
 * shopIds, 15 s time-out, spec 3 §9) and says what it did with its lines.
 */
export interface ShopsService {
  uploadMissions(file: { filename: string; data: Buffer }, shopIds: readonly number[]): Promise<MissionsAnswer>;
}

export class ShopsServiceError extends OutsideServiceError {
  override name = 'ShopsServiceError';
}
