import type { AbsenceLine, EvpLine, Evps } from '../../contracts/payConfigs.js';
import {
  DEFAULT_EXPORT_FORMAT,
  DEFAULT_SEPARATOR,
  DUPLICATE_SUFFIX,
  EVP_GROUP_KEYS,
  LATENESS_ABSENCE_KEY,
  LATENESS_ABSENCE_NAME,
  NON_DUPLICABLE_EVP_PREFIXES,
  SHARED_COUNTER_TYPE_PREFIXES,
  SOFTWARE_DEFAULTS,
  type CounterType,
  type ExportFormat,
  type Separator,
  type SoftwareKind,
} from './constants.js';

/**
 * Spec 3 §4.1, §4.2: the operations on absence and EVP lines, written once for the wizard's reducer and the
 * pay-config service. Every function is pure and returns new arrays/objects; a line is found by its key
 * (`id` for an absence line, `key` for an EVP line, see `lineKey`).
 */

export type PayLine = AbsenceLine | EvpLine;

/** The key a line is known by: an absence line's `id`, an EVP line's `key`. */
export function lineKey(line: PayLine): string {
  return 'key' in line ? line.key : line.id;
}

/** The key of the line a duplicate copies (its key without `_duplicated`). */
export function originalKey(key: string): string {
  return key.endsWith(DUPLICATE_SUFFIX) ? key.slice(0, -DUPLICATE_SUFFIX.length) : key;
}

/** A lateness absence ('Retard', §2.2 and §9): listed last, hours only. */
export function isLatenessLine(line: AbsenceLine): boolean {
  return line.name === LATENESS_ABSENCE_NAME || line.absence_key === LATENESS_ABSENCE_KEY;
}

/** §4.2: EVP lines over_hours*, complementary_hours*, night_hours*, sunday_hours_maj* are never duplicated. */
export function isNonDuplicableEvpKey(key: string): boolean {
  return NON_DUPLICABLE_EVP_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * §4.2: which inputs of a line the wizard disables. An inactive line disables unit, code and contract (its data
 * stays); the as_evp switch is enabled only when the line is active.
 */
export function lineInputsDisabled(line: PayLine): { unit: boolean; code: boolean; counter_type: boolean; as_evp: boolean } {
  const off = !line.active;
  return { unit: off, code: off, counter_type: off, as_evp: off };
}

/** §4.2: turns a line on or off. Unit, code and contract are kept; an inactive absence is not exported as EVP. */
export function setLineActive<L extends PayLine>(lines: readonly L[], key: string, active: boolean): L[] {
  return lines.map((line) => {
    if (lineKey(line) !== key) return line;
    const next = { ...line, active };
    if ('as_evp' in next && !active) (next as AbsenceLine).as_evp = false;
    return next;
  });
}

/** §4.2: as_evp can only be set on an active absence line. */
export function setAsEvp(lines: readonly AbsenceLine[], id: string, asEvp: boolean): AbsenceLine[] {
  return lines.map((line) => (line.id === id ? { ...line, as_evp: asEvp && line.active } : line));
}

/**
 * §4.2: a line can be duplicated when it is active, has a code, is not already duplicated and is not itself a
 * duplicate; EVP lines of the non-duplicable prefixes never. The kind is read from the line's shape.
 */
export function canDuplicate(line: PayLine): boolean {
  if (!line.active || line.code.trim() === '' || line.duplicated || line.is_duplicate) return false;
  return !('key' in line && isNonDuplicableEvpKey(line.key));
}

/**
 * §4.2: duplicates the line `key` when `canDuplicate` allows it (otherwise returns the lines unchanged): the copy
 * has the key suffix `_duplicated`, no code, is_duplicate true, and sits right after the original, which is
 * marked duplicated.
 */
export function duplicateLine<L extends PayLine>(lines: readonly L[], key: string): L[] {
  const original = lines.find((line) => lineKey(line) === key);
  if (!original || !canDuplicate(original)) return [...lines];
  const copyKey = key + DUPLICATE_SUFFIX;
  const copy = { ...original, code: '', is_duplicate: true, duplicated: false, ...('key' in original ? { key: copyKey } : { id: copyKey }) } as L;
  return lines.flatMap((line) => (line === original ? [{ ...line, duplicated: true }, copy] : [line]));
}

/** §4.2: deletes the duplicate `key` and clears its original's duplicated flag. A key that is no duplicate changes nothing. */
export function deleteDuplicate<L extends PayLine>(lines: readonly L[], key: string): L[] {
  const duplicate = lines.find((line) => lineKey(line) === key);
  if (!duplicate?.is_duplicate) return [...lines];
  const original = originalKey(key);
  return lines
    .filter((line) => line !== duplicate)
    .map((line) => (lineKey(line) === original ? { ...line, duplicated: false } : line));
}

/** The prefix whose lines share one contract type (§4.2: over_hours, complementary_hours), or null. */
export function sharedCounterTypePrefix(key: string): string | null {
  return SHARED_COUNTER_TYPE_PREFIXES.find((prefix) => key.startsWith(prefix)) ?? null;
}

/**
 * §4.2: sets an EVP line's contract type; for an over_hours or complementary_hours line, every line of that prefix.
 * Takes one group's lines or the five groups (`Evps`) and returns the same shape.
 */
export function setCounterType(lines: readonly EvpLine[], key: string, value: CounterType | ''): EvpLine[];
export function setCounterType(evps: Evps, key: string, value: CounterType | ''): Evps;
export function setCounterType(lines: readonly EvpLine[] | Evps, key: string, value: CounterType | ''): EvpLine[] | Evps {
  if (!Array.isArray(lines)) {
    const evps = lines as Evps;
    return Object.fromEntries(EVP_GROUP_KEYS.map((group) => [group, setCounterType(evps[group], key, value)])) as unknown as Evps;
  }
  const prefix = sharedCounterTypePrefix(key);
  return (lines as readonly EvpLine[]).map((line) =>
    line.key === key || (prefix !== null && line.key.startsWith(prefix)) ? { ...line, counter_type: value } : line,
  );
}

/**
 * Applies an array operation to the EVP group holding `key` (the wizard keeps the five groups of §3.1), e.g.
 * `inEvpGroupOf(evps, key, (lines) => duplicateLine(lines, key))`. Unknown key: the evps unchanged.
 */
export function inEvpGroupOf(evps: Evps, key: string, operation: (lines: EvpLine[]) => EvpLine[]): Evps {
  const group = EVP_GROUP_KEYS.find((name) => evps[name].some((line) => line.key === key));
  return group ? { ...evps, [group]: operation(evps[group]) } : evps;
}

/** §4.1: when loaded, an EVP line with a code and an empty counter type gets 'all'. */
export function loadEvpLine(line: EvpLine): EvpLine {
  return line.code.trim() !== '' && line.counter_type === '' ? { ...line, counter_type: 'all' } : line;
}

/** §4.1: `loadEvpLine` over the five groups. */
export function loadEvps(evps: Evps): Evps {
  return Object.fromEntries(EVP_GROUP_KEYS.map((group) => [group, evps[group].map(loadEvpLine)])) as unknown as Evps;
}

/** §4.1: choosing the software resets format and separator: Silae .CSV and ',', Quadratus .TXT and ':', others the defaults. */
export function softwareDefaults(kind: SoftwareKind): { format: ExportFormat; separator: Separator } {
  return kind === 'custom' ? { format: DEFAULT_EXPORT_FORMAT, separator: DEFAULT_SEPARATOR } : { ...SOFTWARE_DEFAULTS[kind] };
}

/** §2.2: absences in their order, lateness ('Retard') lines after the others (stable). */
export function sortAbsences(lines: readonly AbsenceLine[]): AbsenceLine[] {
  return [...lines.filter((line) => !isLatenessLine(line)), ...lines.filter(isLatenessLine)];
}
