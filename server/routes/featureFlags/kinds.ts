import type { Updateable } from 'kysely';
import type { DevFlag, DevFlagUpdate, NewDevFlag, NewProductFlag, ProductFlag, ProductFlagUpdate } from '../../../src/contracts/featureFlags.js';
import { PRODUCT_FLAG_COUNTRIES, PRODUCT_FLAG_SECTORS, unknownValues } from '../../../src/domain/featureFlagRules.js';
import { storedNumbers, storedStrings } from '../../db/storedJson.js';
import type { Database } from '../../db/types/index.js';
import { AppError, type ErrorDetail } from '../../http/errors.js';
import type { FlagRow, FlagTable } from './store.js';

/**
 * What differs between product flags and dev flags (spec 1 §3, §5, §7): their table, their API shape
 * and the checks and columns of an update or a creation. The routes update and create either kind
 * with the same code.
 */
export interface FlagKind<T extends FlagTable, Flag, Update, New> {
  table: T;
  /** the audit entity type; the actions are `<entity>.update` and `<entity>.create` */
  entity: 'feature_flag' | 'feature_flag_dev';
  toApi: (row: FlagRow<T>) => Flag;
  /** checks of an update that need no stored flag (400) */
  checkUpdate: (body: Update) => void;
  /** the columns an update sets (updated_at aside), after the checks against the stored flag (422) */
  changes: (before: FlagRow<T>, body: Update) => Updateable<Database[T]>;
  /** the new flag's row, after the checks of its kind (400); name and description are checked before */
  newRow: (body: New, now: string) => FlagRow<T> & { name: string };
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** 400 with one detail per field holding values outside the spec's list (spec 1 §3). */
function checkTargets(targets: { languages?: readonly string[]; sectors?: readonly string[] }): void {
  const details: ErrorDetail[] = [];
  const check = (field: 'languages' | 'sectors', allowed: readonly string[]) => {
    const unknown = unknownValues(targets[field] ?? [], allowed);
    if (unknown.length > 0) details.push({ path: `feature_flag.${field}`, message: `unknown values: ${unknown.join(', ')}` });
  };
  check('languages', PRODUCT_FLAG_COUNTRIES);
  check('sectors', PRODUCT_FLAG_SECTORS);
  if (details.length > 0) throw new AppError(400, 'validation_failed', 'Some countries or sectors are not known.', details);
}

export const PRODUCT_FLAGS: FlagKind<'feature_flags', ProductFlag, ProductFlagUpdate['feature_flag'], NewProductFlag['feature_flag']> = {
  table: 'feature_flags',
  entity: 'feature_flag',
  toApi: (row) => ({
    name: row.name,
    description: row.description,
    languages: storedStrings(row.languages),
    sectors: storedStrings(row.sectors),
  }),
  checkUpdate: checkTargets,
  changes: (_before, body) => ({ languages: JSON.stringify(unique(body.languages)), sectors: JSON.stringify(unique(body.sectors)) }),
  newRow: (body, now) => {
    checkTargets(body);
    return {
      name: body.name,
      description: body.description.trim(),
      languages: JSON.stringify(unique(body.languages ?? [])),
      sectors: JSON.stringify(unique(body.sectors ?? [])),
      created_at: now,
      updated_at: now,
    };
  },
};

export const DEV_FLAGS: FlagKind<'feature_flags_dev', DevFlag, DevFlagUpdate['feature_flag'], NewDevFlag['feature_flag']> = {
  table: 'feature_flags_dev',
  entity: 'feature_flag_dev',
  toApi: (row) => ({
    name: row.name,
    description: row.description,
    active: row.active === 1,
    canaryReleaseType: row.canary_release_type as DevFlag['canaryReleaseType'],
    canaryReleaseIds: storedNumbers(row.canary_release_ids),
  }),
  checkUpdate: () => {},
  /** A standard flag cannot become a canary nor the reverse. */
  changes: (before, body) => {
    const isCanary = before.canary_release_type !== null;
    const wantsCanary = (body.canaryReleaseType ?? null) !== null || (body.canaryReleaseIds?.length ?? 0) > 0;
    if (!isCanary && wantsCanary) {
      throw new AppError(422, 'not_a_canary_flag', `${before.name} is a standard dev flag: it has no release type nor ids.`);
    }
    if (isCanary && body.canaryReleaseType === null) {
      throw new AppError(422, 'canary_type_required', `${before.name} is a canary flag: its release type cannot be removed.`);
    }
    const changes: Updateable<Database['feature_flags_dev']> = { active: body.active ? 1 : 0 };
    if (isCanary && body.canaryReleaseType) changes.canary_release_type = body.canaryReleaseType;
    if (isCanary && body.canaryReleaseIds) changes.canary_release_ids = JSON.stringify(unique(body.canaryReleaseIds));
    return changes;
  },
  /** New dev flags are always inactive (spec 1 §4); ids need a release type. */
  newRow: (body, now) => {
    const type = body.canaryReleaseType ?? null;
    if (type === null && (body.canaryReleaseIds?.length ?? 0) > 0) {
      throw new AppError(400, 'validation_failed', 'Ids need a canary release type.', [
        { path: 'feature_flag.canaryReleaseType', message: 'is required with canaryReleaseIds' },
      ]);
    }
    return {
      name: body.name,
      description: body.description.trim(),
      active: 0,
      canary_release_type: type,
      canary_release_ids: JSON.stringify(unique(body.canaryReleaseIds ?? [])),
      created_at: now,
      updated_at: now,
    };
  },
};
