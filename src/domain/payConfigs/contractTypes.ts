import type { ContractCountry } from './constants.js';

/**
 * Spec 3 §3.2, §5: the contract types of each contract country (our design: the spec names the entity, not the
 * list). Keys are shared across countries where the notion is the same (cdi, cdd, interim, apprenticeship,
 * internship), so one translation serves them; the others are the country's own. Migration 0033 seeded them with
 * these ids (its own frozen copy): a new type is a new migration and a line at the end here.
 */
export const CONTRACT_TYPES_BY_COUNTRY: Readonly<Record<ContractCountry, readonly string[]>> = {
  fr: ['cdi', 'cdd', 'interim', 'apprenticeship', 'professionalisation', 'internship', 'seasonal'],
  es: ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'fijo_discontinuo'],
  de: ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'minijob'],
  gb: ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'zero_hours'],
  be: ['cdi', 'cdd', 'interim', 'apprenticeship', 'student', 'flexi_job'],
  ch: ['cdi', 'cdd', 'interim', 'apprenticeship', 'auxiliary'],
};

/** Every contract type with its fixed id (1 = fr cdi, 2 = fr cdd, 3 = fr interim, …), in id order. */
export const CONTRACT_TYPE_SEED: readonly { id: number; country: ContractCountry; key: string }[] = (
  Object.entries(CONTRACT_TYPES_BY_COUNTRY) as [ContractCountry, readonly string[]][]
).flatMap(([country, keys]) => keys.map((key) => ({ country, key }))).map((type, index) => ({ id: index + 1, ...type }));

/** The counter types of a user contract (spec 3 §9 minus 'all', which only EVP lines use). */
export const CONTRACT_COUNTER_TYPES = ['hourly_rate', 'daily_rate'] as const;
