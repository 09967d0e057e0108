import type { AbsenceLine, EvpLine, Evps, PayConfigSettings } from '../../contracts/payConfigs.js';
import {
  ABSENCE_UNITS,
  CONTRACT_COUNTRIES,
  DEFAULT_CONFIG_NAME,
  DEFAULT_CONTRACT_COUNTRY,
  DUPLICATE_SUFFIX,
  EVP_GROUP_KEYS,
  QUADRATUS_ABSENCE_UNITS,
  SEPARATOR_VALUES,
  type AbsenceUnit,
  type ContractCountry,
  type ExportFormat,
  type FieldWrapper,
  type Separator,
  type SoftwareKind,
} from './constants.js';
import { isLatenessLine, isNonDuplicableEvpKey, lineKey, loadEvpLine, originalKey, type PayLine } from './lines.js';

/**
 * Spec 3 §3.1, §4.1, §4.2, §5: what a pay config must be before it is saved, written once for the wizard and the
 * pay-config service (which normalises, then validates, and answers 4xx with the first error's key).
 */

/** The longest line code (the contract's limit). */
export const CODE_MAX_LENGTH = 40;

/** The settings as the form holds them: excluded_teams may still be the comma string of §3.1. */
export type PayConfigInput = Omit<PayConfigSettings, 'excluded_teams'> & { excluded_teams: string | readonly string[] };

export interface NormaliseOptions {
  /** §3.1: an empty custom name becomes 'PAM Config' on create only */
  isCreate: boolean;
  /** when given, a hidden separator / field wrapper is forced to its fixed value (§5) */
  softwareKind?: SoftwareKind;
}

/** §5: the separator input is shown for Silae unless the format is .AXLSX, and for custom software; never for Quadratus. */
export function separatorShown(kind: SoftwareKind, format: ExportFormat): boolean {
  return kind === 'custom' || (kind === 'silae' && format !== '.AXLSX');
}

/**
 * The separators a config may store (our reading of §5): when the input is hidden only its fixed value
 * (Quadratus ':', Silae .AXLSX ','); when shown every separator, except 'none' for .CSV (a CSV needs one).
 */
export function allowedSeparators(kind: SoftwareKind, format: ExportFormat): readonly Separator[] {
  if (kind === 'quadratus') return [':'];
  if (!separatorShown(kind, format)) return [','];
  return format === '.CSV' ? SEPARATOR_VALUES.filter((value) => value !== '') : SEPARATOR_VALUES;
}

/** The field wrapper is meaningless in a spreadsheet and Quadratus reads unquoted fields: hidden there, forced to none. */
export function fieldWrapperShown(kind: SoftwareKind, format: ExportFormat): boolean {
  return kind !== 'quadratus' && format !== '.AXLSX';
}

/** §9: the units an absence line may use (Quadratus: days, minutes, "hours and days" stored as hours, none); 'Retard' hours only (§2.2). */
export function allowedAbsenceUnits(kind: SoftwareKind, line: AbsenceLine): readonly AbsenceUnit[] {
  if (isLatenessLine(line)) return ['hours'];
  return kind === 'quadratus' ? QUADRATUS_ABSENCE_UNITS : ABSENCE_UNITS;
}

/** §3.1 excluded_teams: the comma string (or array) as an array of trimmed, non-empty, distinct names. */
export function parseExcludedTeams(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((team) => team.split(','));
  return [...new Set(parts.map((team) => team.trim()).filter((team) => team !== ''))];
}

function mapEvps(evps: Evps, map: (line: EvpLine) => EvpLine): Evps {
  return Object.fromEntries(EVP_GROUP_KEYS.map((group) => [group, evps[group].map(map)])) as unknown as Evps;
}

/** An original whose duplicate is gone keeps no duplicated flag. */
function withoutStaleFlags<L extends PayLine>(lines: readonly L[]): L[] {
  const keys = new Set(lines.map(lineKey));
  return lines.map((line) => (line.duplicated && !keys.has(lineKey(line) + DUPLICATE_SUFFIX) ? { ...line, duplicated: false } : line));
}

/**
 * §3.1, §4.1, §4.2: the settings as they are saved. excluded_teams trimmed to an array; contract exclusions cleared
 * when multi-contract handling is off; codes and names trimmed; an EVP with a code and no counter type gets 'all';
 * an inactive absence is not as_evp; an empty custom name is 'PAM Config' on create; with `softwareKind`, a
 * hidden separator or field wrapper takes its fixed value.
 */
export function normalisePayConfig(settings: PayConfigInput, { isCreate, softwareKind }: NormaliseOptions): PayConfigSettings {
  const customName = settings.custom_name.trim();
  let { separator, field_wrapper: fieldWrapper } = settings;
  if (softwareKind) {
    const separators = allowedSeparators(softwareKind, settings.format);
    if (!separatorShown(softwareKind, settings.format) || !separators.includes(separator)) separator = separators[0];
    if (!fieldWrapperShown(softwareKind, settings.format)) fieldWrapper = '' as FieldWrapper;
  }
  const absences = withoutStaleFlags(
    settings.absences.map((line) => ({ ...line, code: line.code.trim(), as_evp: line.as_evp && line.active })),
  );
  const evps = mapEvps(settings.evps, (line) => loadEvpLine({ ...line, code: line.code.trim() }));
  return {
    ...settings,
    custom_name: customName === '' && isCreate ? DEFAULT_CONFIG_NAME : customName,
    version: settings.version.trim(),
    separator,
    field_wrapper: fieldWrapper,
    show_days_without_shifts_or_abs_code: settings.show_days_without_shifts_or_abs_code.trim(),
    excluded_teams: parseExcludedTeams(settings.excluded_teams),
    excluded_contract_type_ids: settings.handle_evps_with_multicontracts ? [...new Set(settings.excluded_contract_type_ids)] : [],
    absences,
    evps: Object.fromEntries(EVP_GROUP_KEYS.map((group) => [group, withoutStaleFlags(evps[group])])) as unknown as Evps,
  };
}

export interface ValidationContext {
  softwareKind: SoftwareKind;
  /** the countries of the config's shops (any case; unknown or null counts as 'fr', §5) */
  shopCountries: readonly (string | null)[];
  /** every contract type (GET /super_admin/api/config) */
  contractTypes: readonly { id: number; country: string }[];
  /** §5: ids the saved config already excludes stay allowed */
  previouslyExcludedContractTypeIds?: readonly number[];
  /** §5: a custom software created from scratch needs an uploaded config_json */
  createdFromScratch?: boolean;
}

/** A broken rule: where (e.g. 'absences[3].unit', 'evps.meals_infos[0].code') and a stable key. */
export interface PayConfigError {
  path: string;
  key: string;
}

/** §5: the contract-type countries of the shops: each country if allowed, otherwise 'fr'; 'fr' when there is none. */
export function contractCountries(shopCountries: readonly (string | null)[]): ContractCountry[] {
  const countries = shopCountries.map((country) => {
    const lower = (country ?? '').toLowerCase() as ContractCountry;
    return CONTRACT_COUNTRIES.includes(lower) ? lower : DEFAULT_CONTRACT_COUNTRY;
  });
  return countries.length === 0 ? [DEFAULT_CONTRACT_COUNTRY] : [...new Set(countries)];
}

/** §5: the contract types the exclusion list offers: those of the shops' countries plus the already excluded ids. */
export function selectableContractTypes<T extends { id: number; country: string }>(
  contractTypes: readonly T[],
  shopCountries: readonly (string | null)[],
  alreadyExcluded: readonly number[] = [],
): T[] {
  const countries = new Set<string>(contractCountries(shopCountries));
  return contractTypes.filter((type) => countries.has(type.country) || alreadyExcluded.includes(type.id));
}

/** The key of a code's problem, or null: at most 40 characters, no separator, quote or control character inside. */
export function codeProblem(code: string, separator: Separator): string | null {
  if (code.length > CODE_MAX_LENGTH) return 'code_too_long';
  if (separator !== '' && code.includes(separator)) return 'code_contains_separator';
  // eslint-disable-next-line no-control-regex
  if (/["\u0000-\u001f\u007f]/.test(code)) return 'code_invalid_character';
  return null;
}

/** §4.2: a duplicate must copy a duplicable original that is active, has a code, is marked duplicated and is no duplicate. */
function duplicateProblem(line: PayLine, byKey: ReadonlyMap<string, PayLine>): string | null {
  if (!line.is_duplicate) return null;
  const key = lineKey(line);
  const original = byKey.get(originalKey(key));
  if (key === originalKey(key) || !original || original.is_duplicate) return 'duplicate_not_allowed';
  if ('key' in original && isNonDuplicableEvpKey(original.key)) return 'duplicate_not_allowed';
  if (!original.active || original.code === '' || !original.duplicated) return 'duplicate_not_allowed';
  return null;
}

function lineErrors(lines: readonly PayLine[], base: string, separator: Separator): PayConfigError[] {
  const errors: PayConfigError[] = [];
  const byKey = new Map<string, PayLine>();
  lines.forEach((line, index) => {
    if (byKey.has(lineKey(line))) errors.push({ path: `${base}[${index}]`, key: 'line_key_repeated' });
    byKey.set(lineKey(line), line);
  });
  lines.forEach((line, index) => {
    const code = codeProblem(line.code, separator);
    if (code) errors.push({ path: `${base}[${index}].code`, key: code });
    const duplicate = duplicateProblem(line, byKey);
    if (duplicate) errors.push({ path: `${base}[${index}]`, key: duplicate });
  });
  return errors;
}

/**
 * §4.2, §4.3, §5, §9: every broken rule of (normalised) settings; empty when valid. Keys: separator_not_allowed,
 * field_wrapper_not_allowed, version_required, config_json_required, unit_not_allowed, code_too_long,
 * code_contains_separator, code_invalid_character, line_key_repeated, duplicate_not_allowed,
 * contract_type_not_allowed.
 */
export function validatePayConfig(settings: PayConfigSettings, ctx: ValidationContext): PayConfigError[] {
  const { softwareKind: kind } = ctx;
  const errors: PayConfigError[] = [];
  if (!allowedSeparators(kind, settings.format).includes(settings.separator)) {
    errors.push({ path: 'separator', key: 'separator_not_allowed' });
  }
  if (settings.field_wrapper !== '' && !fieldWrapperShown(kind, settings.format)) {
    errors.push({ path: 'field_wrapper', key: 'field_wrapper_not_allowed' });
  }
  if (kind === 'custom' && settings.version.trim() === '') errors.push({ path: 'version', key: 'version_required' });
  if (kind === 'custom' && ctx.createdFromScratch && settings.config_json === null) {
    errors.push({ path: 'config_json', key: 'config_json_required' });
  }
  const dayCode = codeProblem(settings.show_days_without_shifts_or_abs_code, settings.separator);
  if (dayCode) errors.push({ path: 'show_days_without_shifts_or_abs_code', key: dayCode });

  settings.absences.forEach((line, index) => {
    if (!allowedAbsenceUnits(kind, line).includes(line.unit)) errors.push({ path: `absences[${index}].unit`, key: 'unit_not_allowed' });
  });
  errors.push(...lineErrors(settings.absences, 'absences', settings.separator));
  for (const group of EVP_GROUP_KEYS) errors.push(...lineErrors(settings.evps[group], `evps.${group}`, settings.separator));

  if (settings.excluded_contract_type_ids.length > 0) {
    const selectable = new Set(
      selectableContractTypes(ctx.contractTypes, ctx.shopCountries, ctx.previouslyExcludedContractTypeIds).map((type) => type.id),
    );
    settings.excluded_contract_type_ids.forEach((id, index) => {
      if (!settings.handle_evps_with_multicontracts || !selectable.has(id)) {
        errors.push({ path: `excluded_contract_type_ids[${index}]`, key: 'contract_type_not_allowed' });
      }
    });
  }
  return errors;
}
