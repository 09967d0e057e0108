/**
 * "Alerts follow rules" (spec 1 §4, labour law), the state behind the form's alert checklist.
 *
 * - A new law starts with every alert selected.
 * - When a rule goes from empty to set, the alert it drives (ALERT_RULE_FIELDS) is selected; from set
 *   to empty, the alert is unselected. An alert driven by several fields is "set" when any of them is.
 * - Alerts the user changed by hand are never changed automatically again.
 * - When a law is loaded, alerts on which the rules and the alert list disagree count as changed by
 *   hand (someone chose that on purpose), so editing other rules leaves them alone.
 *
 * Functions return a new state, or the same object when nothing changed (cheap for React).
 */
import { ALERT_RULE_FIELDS, ALERT_TYPES, RULE_DRIVEN_ALERTS, isAlertType, type AlertType } from './labourLaws.js';

export interface AlertsState {
  /** Selected alerts, in ALERT_TYPES order. */
  readonly alerts: readonly AlertType[];
  /** Alerts changed by hand (or disagreeing with the rules on load), in ALERT_TYPES order. */
  readonly manuallyChanged: readonly AlertType[];
}

export type Rules = Readonly<Record<string, unknown>> | null | undefined;

/** A rule value counts as empty when it is missing, null, NaN or a blank string; 0 and false are set. */
export function isRuleValueSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** Whether any rule field driving `alert` is set in `rules` (false for alerts no rule drives). */
export function isAlertRuleSet(rules: Rules, alert: AlertType): boolean {
  return ALERT_RULE_FIELDS[alert].some((field) => isRuleValueSet(rules?.[field]));
}

function inOrder(alerts: Iterable<AlertType>): AlertType[] {
  const chosen = new Set(alerts);
  return ALERT_TYPES.filter((alert) => chosen.has(alert));
}

/** spec 1 §4: a new law starts with all alerts selected. */
export function initialForNewLaw(): AlertsState {
  return { alerts: [...ALERT_TYPES], manuallyChanged: [] };
}

/** Rule-driven alerts whose selection differs from whether their rule is set. */
export function alertsDisagreeingWithRules(alerts: readonly string[], rules: Rules): AlertType[] {
  const selected = new Set(alerts);
  return RULE_DRIVEN_ALERTS.filter((alert) => selected.has(alert) !== isAlertRuleSet(rules, alert));
}

/**
 * spec 1 §4: the state for a loaded law; alerts where rules and alert list disagree are marked as
 * changed by hand. Unknown alert names (not in ALERT_TYPES) are dropped.
 */
export function initialFromLaw(law: { alerts: readonly string[]; rules: Rules }): AlertsState {
  return {
    alerts: inOrder(law.alerts.filter(isAlertType)),
    manuallyChanged: alertsDisagreeingWithRules(law.alerts, law.rules),
  };
}

/**
 * spec 1 §4: apply a change of the rules. Pass the last rules that parsed and the new ones; when the
 * text does not parse, do not call this (keep the last parsed rules as `previousRules`).
 */
export function onRulesChanged(state: AlertsState, previousRules: Rules, nextRules: Rules): AlertsState {
  const manual = new Set(state.manuallyChanged);
  const selected = new Set(state.alerts);
  let changed = false;
  for (const alert of RULE_DRIVEN_ALERTS) {
    if (manual.has(alert)) continue;
    const wasSet = isAlertRuleSet(previousRules, alert);
    const isSet = isAlertRuleSet(nextRules, alert);
    if (!wasSet && isSet && !selected.has(alert)) {
      selected.add(alert);
      changed = true;
    } else if (wasSet && !isSet && selected.has(alert)) {
      selected.delete(alert);
      changed = true;
    }
  }
  return changed ? { ...state, alerts: inOrder(selected) } : state;
}

/** The user ticks or unticks an alert: it flips and is marked as changed by hand. */
export function onAlertToggled(state: AlertsState, alert: AlertType): AlertsState {
  const selected = new Set(state.alerts);
  if (selected.has(alert)) selected.delete(alert);
  else selected.add(alert);
  return { alerts: inOrder(selected), manuallyChanged: inOrder([...state.manuallyChanged, alert]) };
}

/** The user sets an alert to a given value (checklist components that report the new value). */
export function onAlertSet(state: AlertsState, alert: AlertType, selected: boolean): AlertsState {
  return state.alerts.includes(alert) === selected ? state : onAlertToggled(state, alert);
}
