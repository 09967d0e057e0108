import type { SoftwareKind } from './constants';

export interface SoftwareOption {
  id: number;
  name: string;
  kind: SoftwareKind;
  disabled: boolean;
}

export interface SoftwarePermissions {
  /** can_add_advanced_integration_config: Silae and Quadratus (§4.3, §6) */
  advanced: boolean;
  /** can_add_integration_config: a custom software, whose version and name need that permission (§4.3, §5, §6) */
  addConfig: boolean;
  /** in update mode the software is the saved one and cannot change (§4.3) */
  update: boolean;
}

/**
 * Spec 3 §4.3: the payroll software choices. Without can_add_advanced_integration_config, Silae and Quadratus are
 * disabled; a custom software needs can_add_integration_config (its version and name inputs, §5) except in update
 * mode; disabled options are sorted last, the order otherwise kept.
 */
export function softwareOptions(software: ReadonlyArray<{ id: number; name: string; kind: SoftwareKind }>, permissions: SoftwarePermissions): SoftwareOption[] {
  const options = software.map((item) => ({
    ...item,
    disabled: item.kind === 'custom' ? !(permissions.addConfig || permissions.update) : !permissions.advanced,
  }));
  return [...options.filter((option) => !option.disabled), ...options.filter((option) => option.disabled)];
}

/** §4.3: if none is chosen, the first enabled option is preselected (null when none is enabled). */
export function preselectedSoftware(options: readonly SoftwareOption[], chosen: number | null): SoftwareOption | null {
  if (chosen !== null) return options.find((option) => option.id === chosen) ?? null;
  return options.find((option) => !option.disabled) ?? null;
}
