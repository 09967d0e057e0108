/**
 * The state of the labour-law form (create and edit, spec 1 §2.10), as a pure reducer: field values,
 * the alerts checklist driven by the alerts-follow-rules machine (domain/labourLawAlerts.ts) and the
 * validation of §5 (key and rules; the form is valid only when both hold).
 */
import { isAbsenceType, type AbsenceType } from '../../domain/absenceTypes';
import { initialForNewLaw, initialFromLaw, onAlertToggled, onRulesChanged, type AlertsState } from '../../domain/labourLawAlerts';
import {
  DEFAULT_LABOUR_LAW_COUNTRY,
  isLabourLawScope,
  parseLabourLawCountry,
  toApiCountry,
  type AlertType,
  type LabourLawCountry,
  type LabourLawScope,
} from '../../domain/labourLaws';
import { dropNullRules, isPlainObject, parseRulesText, validateLabourLawKey, validateRulesText, type FieldProblem, type RulesObject } from '../../domain/labourLawValidation';
import type { LabourLawInput, LabourLawRecord } from '../../dataProviders/labourLaws';

export type LabourLawFormMode = 'create' | 'edit';

export interface LabourLawFormValues {
  country: LabourLawCountry;
  scope: LabourLawScope;
  key: string;
  name: string;
  rulesText: string;
  absences: AbsenceType[];
  enabled: boolean;
}

export interface LabourLawFormState {
  mode: LabourLawFormMode;
  values: LabourLawFormValues;
  alerts: AlertsState;
  /** The last rules text that parsed to an object: what the next rules change is compared with. */
  lastRules: RulesObject;
  /** Fields the user has changed: their validation message shows from then on. */
  touched: { key: boolean; rules: boolean };
}

export type LabourLawFormAction =
  | { type: 'country'; country: LabourLawCountry }
  | { type: 'scope'; scope: LabourLawScope }
  | { type: 'key'; key: string }
  | { type: 'name'; name: string }
  | { type: 'rules'; text: string }
  | { type: 'alert'; alert: AlertType }
  | { type: 'absences'; absences: AbsenceType[] }
  | { type: 'enabled'; enabled: boolean };

/** Pretty-printed rules for the text area. */
export const formatRules = (rules: Record<string, unknown>): string => JSON.stringify(rules, null, 2);

/** Any JSON object, empty included (unlike parseRulesText, which wants at least one rule): what alerts follow. */
function rulesObjectOf(text: string): RulesObject | null {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** A new law (every alert selected, spec 1 §4) in the list's country, or the loaded law. */
export function initialFormState(law?: LabourLawRecord | null, defaultCountry: LabourLawCountry = DEFAULT_LABOUR_LAW_COUNTRY): LabourLawFormState {
  if (!law) {
    return {
      mode: 'create',
      values: { country: defaultCountry, scope: 'agreement', key: '', name: '', rulesText: '', absences: [], enabled: true },
      alerts: initialForNewLaw(),
      lastRules: {},
      touched: { key: false, rules: false },
    };
  }
  const rules = isPlainObject(law.rules) ? law.rules : {};
  return {
    mode: 'edit',
    values: {
      country: parseLabourLawCountry(law.country) ?? defaultCountry,
      scope: isLabourLawScope(law.scope) ? law.scope : 'agreement',
      key: law.key,
      name: law.name,
      rulesText: formatRules(rules),
      absences: law.absencesWithOwedMeal.filter(isAbsenceType),
      enabled: law.enabled,
    },
    alerts: initialFromLaw({ alerts: law.alerts, rules }),
    lastRules: rules,
    touched: { key: false, rules: false },
  };
}

export function labourLawFormReducer(state: LabourLawFormState, action: LabourLawFormAction): LabourLawFormState {
  const locked = state.mode === 'edit';
  switch (action.type) {
    case 'country':
      return locked ? state : { ...state, values: { ...state.values, country: action.country } };
    case 'scope':
      return locked ? state : { ...state, values: { ...state.values, scope: action.scope } };
    case 'key':
      return locked ? state : { ...state, values: { ...state.values, key: action.key }, touched: { ...state.touched, key: true } };
    case 'name':
      return { ...state, values: { ...state.values, name: action.name } };
    case 'rules': {
      const next = { ...state, values: { ...state.values, rulesText: action.text }, touched: { ...state.touched, rules: true } };
      const rules = rulesObjectOf(action.text);
      // Text that does not parse changes no alert; the next text that does is compared with the last one that did.
      return rules ? { ...next, alerts: onRulesChanged(state.alerts, state.lastRules, rules), lastRules: rules } : next;
    }
    case 'alert':
      return { ...state, alerts: onAlertToggled(state.alerts, action.alert) };
    case 'absences':
      return { ...state, values: { ...state.values, absences: action.absences } };
    case 'enabled':
      return { ...state, values: { ...state.values, enabled: action.enabled } };
  }
}

export interface LabourLawFormValidation {
  key: FieldProblem | null;
  rules: FieldProblem | null;
  valid: boolean;
}

/** spec 1 §5: key and rules, each mandatory or invalid; the form is valid only when both hold. */
export function validateLabourLawForm({ values }: LabourLawFormState): LabourLawFormValidation {
  const key = validateLabourLawKey(values.key, values.country);
  const rules = validateRulesText(values.rulesText);
  return { key, rules, valid: key === null && rules === null };
}

/** The PUT /labour_law body of a valid form (null-valued rules dropped, spec 1 §5); null while invalid. */
export function toLabourLawInput(state: LabourLawFormState): LabourLawInput | null {
  const parsed = parseRulesText(state.values.rulesText);
  if (!parsed.ok || !validateLabourLawForm(state).valid) return null;
  const { country, scope, key, name, absences, enabled } = state.values;
  return {
    country: toApiCountry(country),
    scope,
    key,
    ...(name.trim() ? { name: name.trim() } : {}),
    alerts: [...state.alerts.alerts],
    absencesWithOwedMeal: [...absences],
    rules: dropNullRules(parsed.rules),
    // Only agreements have the switch (spec 1 §2.10): a new law of another scope is enabled.
    enabled: scope === 'agreement' || state.mode === 'edit' ? enabled : true,
  };
}
