import type { PermissionFlag, PermissionFlags } from './permissions';
import type { ScreenDefinition } from './screens';

/** What the console knows about the signed-in super admin when deciding what to show. */
export interface AccessSubject {
  flags: Partial<PermissionFlags>;
  /** Names of the dev flags active for this user (current_user.dev_flags). */
  devFlags: readonly string[];
}

export interface AccessRequest {
  resource: string;
  action?: string;
}

/**
 * Spec 1 §2.2 and §6: the permission flags and dev flags a screen or an action needs, all of them, and the dev flags
 * that hide it when on (FEATUREDEV_LEGACY_INTEGRATION_DISABLED). The one place a flag decides what the console shows:
 * a resource's definition.ts declares the rule, components ask authProvider.canAccess (useCanAccess, <CanAccess>).
 */
export interface AccessRule {
  flags?: readonly PermissionFlag[];
  devFlags?: readonly string[];
  withoutDevFlags?: readonly string[];
}

/** Rules by resource (`feature_flags`) and by resource action (`shops.synchronize`). */
export type AccessRules = Readonly<Record<string, AccessRule>>;

/** The rules the screens declare; a screen or action without a rule is open to any super admin. */
export function accessRules(screens: readonly ScreenDefinition[]): AccessRules {
  const rules: Record<string, AccessRule> = {};
  for (const screen of screens) {
    if (screen.access) rules[screen.name] = screen.access;
    for (const [action, rule] of Object.entries(screen.actions ?? {})) rules[`${screen.name}.${action}`] = rule;
  }
  return rules;
}

export function isAllowed(subject: AccessSubject | null | undefined, rule: AccessRule | undefined): boolean {
  if (!rule) return true;
  if (!subject) return false;
  const hasFlags = (rule.flags ?? []).every((flag) => subject.flags[flag] === true);
  const hasDevFlags = (rule.devFlags ?? []).every((name) => subject.devFlags.includes(name));
  const lacksHidingFlags = (rule.withoutDevFlags ?? []).every((name) => !subject.devFlags.includes(name));
  return hasFlags && hasDevFlags && lacksHidingFlags;
}

/** authProvider.canAccess: the action's own rule if it has one, else the resource's. */
export function canAccess(subject: AccessSubject | null | undefined, { resource, action }: AccessRequest, rules: AccessRules): boolean {
  return isAllowed(subject, (action ? rules[`${resource}.${action}`] : undefined) ?? rules[resource]);
}
