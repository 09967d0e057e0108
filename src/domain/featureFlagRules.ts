/**
 * Feature-flag vocabulary and rules (spec 1 §3 product flag and dev flag, §4, §5 "New feature flag").
 */

/** Countries a product flag may target (spec 1 §3, `languages` in calls). */
export const PRODUCT_FLAG_COUNTRIES = ['fr', 'gb', 'es', 'de', 'ch', 'be', 'it', 'lu', 'pt', 'nl', 'pl', 'ro', 'other'] as const;
export type ProductFlagCountry = (typeof PRODUCT_FLAG_COUNTRIES)[number];

/** Sectors a product flag may target (spec 1 §3). */
export const PRODUCT_FLAG_SECTORS = [
  'general',
  'hospitality',
  'retail',
  'health',
  'leisure',
  'industry_and_services',
  'industry',
  'services',
  'construction',
] as const;
export type ProductFlagSector = (typeof PRODUCT_FLAG_SECTORS)[number];

/** What a canary dev flag's ids designate (spec 1 §3, §9). */
export const CANARY_RELEASE_TYPES = ['shop', 'user', 'organisation'] as const;
export type CanaryReleaseType = (typeof CANARY_RELEASE_TYPES)[number];

export function isProductFlagCountry(value: unknown): value is ProductFlagCountry {
  return typeof value === 'string' && (PRODUCT_FLAG_COUNTRIES as readonly string[]).includes(value);
}

export function isProductFlagSector(value: unknown): value is ProductFlagSector {
  return typeof value === 'string' && (PRODUCT_FLAG_SECTORS as readonly string[]).includes(value);
}

export function isCanaryReleaseType(value: unknown): value is CanaryReleaseType {
  return typeof value === 'string' && (CANARY_RELEASE_TYPES as readonly string[]).includes(value);
}

export type FlagNameProblem = 'mandatory' | 'has_space' | 'name_exists';

/**
 * spec 1 §5: the name is required and contains no whitespace. When `existingNames` is given, a name
 * already in it (exact match) gives `name_exists`; the server checks uniqueness again (409).
 */
export function validateFlagName(name: string | null | undefined, existingNames?: Iterable<string>): FlagNameProblem | null {
  if (name == null || name.trim() === '') return 'mandatory';
  if (/\s/.test(name)) return 'has_space';
  if (existingNames && [...existingNames].includes(name)) return 'name_exists';
  return null;
}

/** spec 1 §5: the description is required. */
export function validateFlagDescription(description: string | null | undefined): 'mandatory' | null {
  return description == null || description.trim() === '' ? 'mandatory' : null;
}

export interface NewFlagProblems {
  name?: FlagNameProblem;
  description?: 'mandatory';
}

/** Both rules of a new flag; {} when it may be submitted. */
export function validateNewFlag(
  flag: { name?: string | null; description?: string | null },
  existingNames?: Iterable<string>,
): NewFlagProblems {
  const problems: NewFlagProblems = {};
  const name = validateFlagName(flag.name, existingNames);
  const description = validateFlagDescription(flag.description);
  if (name) problems.name = name;
  if (description) problems.description = description;
  return problems;
}

export interface ProductFlagTargets {
  languages: readonly string[];
  sectors: readonly string[];
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

/** spec 1 §2.9, §4: a product-flag row may be submitted only when its countries or sectors changed (order ignored). */
export function productFlagChanged(original: ProductFlagTargets, current: ProductFlagTargets): boolean {
  return !sameSet(original.languages, current.languages) || !sameSet(original.sectors, current.sectors);
}

/** The values of `values` that are not in `allowed`, for the server's 400 details. */
export function unknownValues(values: readonly unknown[], allowed: readonly string[]): unknown[] {
  return values.filter((value) => typeof value !== 'string' || !allowed.includes(value));
}
