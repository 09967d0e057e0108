/**
 * Licence rules of spec 2 (§2.1 licences tab, §5, §9), written once: the server enforces them,
 * the console shows them.
 */

/** The original types a licence is created from (server/db/types/organisations.ts). */
export const LICENCE_ORIGINAL_TYPES = ['system_admin', 'advanced_planner', 'advanced_master', 'planner', 'employee'] as const;
export type LicenceOriginalType = (typeof LICENCE_ORIGINAL_TYPES)[number];

/** Spec 2 §2.1 and §5: the visibility switch is disabled for licences of original type system_admin; they always stay visible. */
export function licenceVisibilityLocked(originalType: string): boolean {
  return originalType === 'system_admin';
}

export type LicenceBadgeColour = 'blue' | 'green' | 'red';

/**
 * Spec 2 §2.1 and §9: the position badge's colour, from the 0-based position: below 4 blue,
 * 4 to 7 green, 8 and above red.
 */
export function licenceBadgeColour(position: number): LicenceBadgeColour {
  if (position < 4) return 'blue';
  if (position < 8) return 'green';
  return 'red';
}

/** Spec 2 §2.1: the badge shows the 0-based position plus one. */
export const licenceBadgeLabel = (position: number): string => String(position + 1);
