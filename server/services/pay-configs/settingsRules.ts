import type { Kysely } from 'kysely';
import type { PayConfigSettings } from '../../../src/contracts/payConfigs.js';
import type { SoftwareKind } from '../../../src/domain/payConfigs/constants.js';
import { normalisePayConfig, validatePayConfig } from '../../../src/domain/payConfigs/rules.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { listContractTypes } from './contractTypes.js';

/**
 * The wizard's own rules (src/domain/payConfigs/rules.ts, spec 3 §3.1, §4.2, §5), applied again by the service.
 * Normalised without forcing the hidden separator: a separator the format forbids, sent by hand, is refused, not
 * silently replaced.
 */
export const normaliseSettings = (settings: PayConfigSettings, isCreate: boolean): PayConfigSettings => normalisePayConfig(settings, { isCreate });

export interface RulesContext {
  kind: SoftwareKind;
  shopCountries: readonly (string | null)[];
  previouslyExcluded: readonly number[];
  isCreate: boolean;
}

/** 422 with the first broken rule's key (separator_not_allowed, unit_not_allowed, duplicate_not_allowed…), every one in details. */
export async function checkSettingsRules(db: Kysely<Database>, settings: PayConfigSettings, context: RulesContext): Promise<void> {
  const contractTypes = settings.excluded_contract_type_ids.length > 0 ? await listContractTypes(db) : [];
  const errors = validatePayConfig(settings, {
    softwareKind: context.kind,
    shopCountries: context.shopCountries,
    contractTypes,
    previouslyExcludedContractTypeIds: context.previouslyExcluded,
    createdFromScratch: context.isCreate,
  });
  if (errors.length === 0) return;
  const first = errors[0];
  throw new AppError(
    422,
    first.key,
    `The integration breaks ${errors.length === 1 ? 'a rule' : `${errors.length} rules`}: ${errors
      .slice(0, 5)
      .map((error) => `${error.path} ${error.key}`)
      .join(', ')}.`,
    errors.map((error) => ({ path: error.path, message: error.key })),
  );
}
