import { readFileSync } from 'node:fs';
import type { AbsenceLine, EvpLine, Evps } from '../../../src/contracts/payConfigs.js';
import { ABSENCE_TYPES } from '../../../src/domain/absenceTypes.js';
import {
  DUPLICATE_SUFFIX,
  EVP_CATALOGUE,
  EVP_GROUPS,
  LATENESS_ABSENCE_KEY,
  LATENESS_ABSENCE_NAME,
  QUADRATUS_DEFAULT_ABSENCE_UNIT,
  type EvpGroup,
  type SoftwareKind,
} from '../../../src/domain/payConfigs/constants.js';
import { loadEvpLine, sortAbsences } from '../../../src/domain/payConfigs/lines.js';
import { projectPath } from '../../projectRoot.js';

/**
 * The wizard's absence and EVP lines (spec 3 §2.2 steps 3 and 4, §3.2, §7 absences/evps): the absence types a shop's
 * shifts use plus the 'Retard' line last, the EVP catalogue's five groups; each line with what an existing config saved
 * for it (code, unit or counter type, flags, its duplicate) when the wizard copies or updates one.
 */

/** The absence types' names in the default locale (fr, the catalogue's labour_laws.absences). */
const ABSENCE_NAMES: Readonly<Record<string, string>> = (() => {
  const catalogue = JSON.parse(readFileSync(projectPath('locales', 'fr.json'), 'utf8')) as { labour_laws?: { absences?: Record<string, string> } };
  return catalogue.labour_laws?.absences ?? {};
})();
export const absenceName = (key: string) => ABSENCE_NAMES[key] ?? key;

const ABSENCE_ORDER = new Map<string, number>(ABSENCE_TYPES.map((key, index) => [key, index]));
const orderOf = (key: string) => (key === LATENESS_ABSENCE_KEY ? Number.MAX_SAFE_INTEGER : (ABSENCE_ORDER.get(key) ?? ABSENCE_ORDER.size));

/** A line not configured yet: inactive, no code; hours ("hours and days" for Quadratus, §9). */
export function newAbsenceLine(key: string, kind: SoftwareKind | null): AbsenceLine {
  const lateness = key === LATENESS_ABSENCE_KEY;
  return {
    id: key,
    name: lateness ? LATENESS_ABSENCE_NAME : absenceName(key),
    absence_key: key,
    unit: kind === 'quadratus' ? QUADRATUS_DEFAULT_ABSENCE_UNIT : 'hours',
    code: '',
    active: false,
    as_evp: false,
    is_duplicate: false,
    duplicated: false,
  };
}

/**
 * The shop's absence lines: every used type and every saved line (its duplicates right after it), in the order of
 * ABSENCE_TYPES, the 'Retard' line last (§2.2).
 */
export function absenceLines(usedTypes: readonly string[], saved: readonly AbsenceLine[], kind: SoftwareKind | null): AbsenceLine[] {
  const savedById = new Map(saved.map((line) => [line.id, line]));
  const keys = new Set([...usedTypes.filter((key) => ABSENCE_ORDER.has(key)), ...saved.filter((line) => !line.is_duplicate).map((line) => line.absence_key), LATENESS_ABSENCE_KEY]);
  const ordered = [...keys].sort((a, b) => orderOf(a) - orderOf(b) || a.localeCompare(b));
  const lines = ordered.flatMap((key) => {
    const original = savedById.get(key) ?? newAbsenceLine(key, kind);
    const duplicate = savedById.get(key + DUPLICATE_SUFFIX);
    return duplicate ? [original, duplicate] : [original];
  });
  return sortAbsences(lines);
}

/** A pay variable not configured yet: inactive, no code, no counter type. */
export const newEvpLine = (key: string, group: EvpGroup): EvpLine => ({ key, name: key, group, code: '', counter_type: '', active: false, is_duplicate: false, duplicated: false });

/** The EVP catalogue's lines, group by group, each saved line (and its duplicate) in its place; a code without counter type gets 'all' (§4.1). */
export function evpLines(saved: Evps | null): EvpLine[] {
  return (Object.keys(EVP_GROUPS).map(Number) as EvpGroup[]).flatMap((group) => {
    const savedLines = saved?.[EVP_GROUPS[group]] ?? [];
    const byKey = new Map(savedLines.map((line) => [line.key, line]));
    return EVP_CATALOGUE[group].flatMap((key) => {
      const original = loadEvpLine(byKey.get(key) ?? newEvpLine(key, group));
      const duplicate = byKey.get(key + DUPLICATE_SUFFIX);
      return duplicate ? [original, loadEvpLine(duplicate)] : [original];
    });
  });
}

/** The lines of evpLines() back in their §3.1 groups (what a config saves). */
export function evpGroups(lines: readonly EvpLine[]): Evps {
  const groups = Object.fromEntries(Object.values(EVP_GROUPS).map((name) => [name, [] as EvpLine[]])) as unknown as Evps;
  for (const line of lines) groups[EVP_GROUPS[line.group as EvpGroup]].push(line);
  return groups;
}
