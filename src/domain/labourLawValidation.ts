/**
 * Validation of a labour law (spec 1 §5 "Labour-law key", "Labour-law rules"), shared by the form
 * (which shows the mandatory or invalid message) and the labour-laws service (which also checks
 * each rule's type, the alerts and the absences).
 */
import { isAbsenceType } from './absenceTypes.js';
import {
  LABOUR_LAW_COUNTRIES,
  RULE_FIELDS,
  isAlertType,
  isLabourLawScope,
  isRuleField,
  parseLabourLawCountry,
  type RuleField,
  type RuleValueKind,
} from './labourLaws.js';

/** What the form shows: the mandatory-field message or the invalid-key / invalid-rules message. */
export type FieldProblem = 'mandatory' | 'invalid';

export type RulesObject = Record<string, unknown>;

/** A JSON object that is not an array, null, a date or a class instance. */
export function isPlainObject(value: unknown): value is RulesObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * spec 1 §5: the key is required and made of lower-case letters and underscores, prefixed by the
 * country code and an underscore (`fr_hotel` for FR). After the prefix it must start with a letter.
 * `country` may be upper or lower case; when it is not a labour-law country, any of their prefixes is
 * accepted (the country has its own validation).
 */
export function validateLabourLawKey(key: string | null | undefined, country?: string | null): FieldProblem | null {
  if (key == null || key.trim() === '') return 'mandatory';
  const known = parseLabourLawCountry(country);
  const prefixes = known ? [known] : LABOUR_LAW_COUNTRIES;
  const pattern = new RegExp(`^(${prefixes.map((c) => c.toLowerCase()).join('|')})_[a-z][a-z_]*$`);
  return pattern.test(key) ? null : 'invalid';
}

export type ParsedRulesText = { ok: true; rules: RulesObject } | { ok: false; problem: FieldProblem };

/**
 * spec 1 §5: the rules text must be valid JSON and a non-empty object. Empty text or an empty object
 * gives `mandatory` (so does an object whose values are all null: nothing would be saved, see
 * dropNullRules); text that does not parse, or parses to anything but an object, gives `invalid`.
 * Field names and value types are not checked here (see validateRules).
 */
export function parseRulesText(text: string | null | undefined): ParsedRulesText {
  if (text == null || text.trim() === '') return { ok: false, problem: 'mandatory' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (!isPlainObject(value)) return { ok: false, problem: 'invalid' };
  if (Object.keys(dropNullRules(value)).length === 0) return { ok: false, problem: 'mandatory' };
  return { ok: true, rules: value };
}

/** The form's message for the rules text area: null when it holds. */
export function validateRulesText(text: string | null | undefined): FieldProblem | null {
  const parsed = parseRulesText(text);
  return parsed.ok ? null : parsed.problem;
}

/** spec 1 §5: null-valued rules are dropped before saving (top level only). Returns a new object. */
export function dropNullRules(rules: RulesObject): RulesObject {
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== null && value !== undefined));
}

export type RuleProblemKind = 'not_an_object' | 'empty' | 'unknown_field' | 'invalid_value';

export interface RuleProblem {
  /** The rule field concerned; '' for a problem with the whole object. */
  field: string;
  problem: RuleProblemKind;
  /** For invalid_value: the kind of value the field expects. */
  expected?: RuleValueKind;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a valid value for a rule of kind `kind` (see RuleValueKind). */
export function isValidRuleValue(field: RuleField, value: unknown): boolean {
  const spec = RULE_FIELDS[field];
  switch (spec.kind) {
    case 'hours':
    case 'minutes':
    case 'percentage':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0;
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'time':
      return typeof value === 'string' && TIME_OF_DAY.test(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isPlainObject(value);
    case 'enum':
      return typeof value === 'string' && (spec.values as readonly string[]).includes(value);
  }
}

/**
 * The service's check of a rules object (issue 5): an object with at least one non-null rule, known
 * fields only, each with a value of its kind. Null values are ignored (they are dropped before
 * saving). Returns every problem found, [] when the rules hold.
 */
export function validateRules(rules: unknown): RuleProblem[] {
  if (!isPlainObject(rules)) return [{ field: '', problem: 'not_an_object' }];
  const kept = dropNullRules(rules);
  if (Object.keys(kept).length === 0) return [{ field: '', problem: 'empty' }];
  const problems: RuleProblem[] = [];
  for (const [field, value] of Object.entries(kept)) {
    if (!isRuleField(field)) problems.push({ field, problem: 'unknown_field' });
    else if (!isValidRuleValue(field, value)) problems.push({ field, problem: 'invalid_value', expected: RULE_FIELDS[field].kind });
  }
  return problems;
}

const KIND_DESCRIPTIONS: Record<RuleValueKind, string> = {
  hours: 'a number of hours (0 or more)',
  minutes: 'a number of minutes (0 or more)',
  percentage: 'a percentage (a number, 0 or more)',
  count: 'a whole number (0 or more)',
  time: 'a time of day "HH:MM"',
  boolean: 'true or false',
  object: 'a JSON object',
  enum: 'one of the allowed values',
};

/** An English sentence for a rule problem, for the service's validation details. */
export function describeRuleProblem(problem: RuleProblem): string {
  switch (problem.problem) {
    case 'not_an_object':
      return 'rules must be a JSON object';
    case 'empty':
      return 'rules must hold at least one non-null rule';
    case 'unknown_field':
      return `${problem.field} is not a known rule`;
    case 'invalid_value': {
      const spec = isRuleField(problem.field) ? RULE_FIELDS[problem.field] : undefined;
      const expected =
        spec?.kind === 'enum' ? `one of ${spec.values.join(', ')}` : KIND_DESCRIPTIONS[problem.expected ?? 'object'];
      return `${problem.field} must be ${expected}`;
    }
  }
}

/** The body of PUT /labour_law (spec 1 §7), as received. */
export interface LabourLawInput {
  country?: unknown;
  scope?: unknown;
  key?: unknown;
  alerts?: unknown;
  absencesWithOwedMeal?: unknown;
  rules?: unknown;
  enabled?: unknown;
}

export interface LabourLawProblem {
  /** The body field concerned: `key`, `rules.max_daily_hours`, `alerts[2]` ... */
  path: string;
  message: string;
}

function listProblems(list: unknown, name: string, isKnown: (value: unknown) => boolean, what: string): LabourLawProblem[] {
  if (!Array.isArray(list)) return [{ path: name, message: `${name} must be a list of ${what}` }];
  return list.flatMap((value, index) =>
    isKnown(value) ? [] : [{ path: `${name}[${index}]`, message: `${JSON.stringify(value)} is not a known ${what}` }],
  );
}

/**
 * Every problem of a PUT /labour_law body, [] when it holds: country among the labour-law countries
 * (any case), scope, key (spec 1 §5), alerts from ALERT_TYPES, absences from ABSENCE_TYPES, rules
 * (validateRules) and enabled, when given, a boolean.
 */
export function labourLawProblems(input: LabourLawInput): LabourLawProblem[] {
  const problems: LabourLawProblem[] = [];
  const country = parseLabourLawCountry(input.country);
  if (!country) problems.push({ path: 'country', message: `country must be one of ${LABOUR_LAW_COUNTRIES.join(', ')}` });
  if (!isLabourLawScope(input.scope)) problems.push({ path: 'scope', message: 'scope must be agreement, region or country' });
  const keyProblem = typeof input.key === 'string' || input.key == null ? validateLabourLawKey(input.key, country) : 'invalid';
  if (keyProblem === 'mandatory') problems.push({ path: 'key', message: 'key is required' });
  if (keyProblem === 'invalid') {
    const prefix = country ? `${country.toLowerCase()}_` : 'the country code and _';
    problems.push({ path: 'key', message: `key must be lower-case letters and underscores starting with ${prefix}` });
  }
  // concat, not push(...list): a list of 200,000 problems as arguments overflows the stack
  const listed = listProblems(input.alerts, 'alerts', isAlertType, 'alert type').concat(
    listProblems(input.absencesWithOwedMeal, 'absencesWithOwedMeal', isAbsenceType, 'absence type'),
  );
  for (const problem of listed) problems.push(problem);
  for (const problem of validateRules(input.rules)) {
    problems.push({ path: problem.field ? `rules.${problem.field}` : 'rules', message: describeRuleProblem(problem) });
  }
  if (input.enabled !== undefined && typeof input.enabled !== 'boolean') problems.push({ path: 'enabled', message: 'enabled must be true or false' });
  return problems;
}
