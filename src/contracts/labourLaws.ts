import { Type, type Static } from 'typebox';
import { ABSENCE_TYPES } from '../domain/absenceTypes.js';
import { ALERT_TYPES, LABOUR_LAW_COUNTRIES, LABOUR_LAW_SCOPES, RULE_FIELD_NAMES } from '../domain/labourLaws.js';

/**
 * The labour-laws service's calls (spec 1 §7), written once: the service validates and serialises with
 * these schemas, the console imports their types only (`import type`).
 */

/** Countries as they travel in calls: lower case (spec 1 §3). */
export const API_COUNTRIES = LABOUR_LAW_COUNTRIES.map((country) => country.toLowerCase());

export const ApiCountry = Type.Enum(API_COUNTRIES, { description: 'labour-law country, lower case' });
export const Scope = Type.Enum([...LABOUR_LAW_SCOPES], { description: 'only `agreement` laws can be switched on and off in the console' });

/** The identity of a law: GET and DELETE /labour_law take it as query parameters. */
export const LawIdentityQuery = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100, description: 'e.g. fr_hcr' }),
  scope: Scope,
  country: ApiCountry,
});
export type LawIdentityQuery = Static<typeof LawIdentityQuery>;

const RULES_DESCRIPTION = `rule field -> value. Fields: ${RULE_FIELD_NAMES.join(', ')}. See src/domain/labourLaws.ts RULE_FIELDS for each value's kind.`;
const RulesObject = Type.Record(Type.String(), Type.Unknown(), { description: RULES_DESCRIPTION });

/** Bounds of a PUT body (issue 13): a few times what a law can hold (24 alert types, 63 absence kinds, 27 rules). */
export const LABOUR_LAW_INPUT_BOUNDS = { bodyBytes: 262_144, alerts: 100, absences: 200, rules: 100, itemLength: 100 } as const;
const boundedCodes = (maxItems: number, description: string) =>
  Type.Array(Type.String({ maxLength: LABOUR_LAW_INPUT_BOUNDS.itemLength }), { maxItems, description });

/**
 * PUT /labour_law. The schema only checks the shape; what each value may be (key format, known
 * alerts, absences and rule fields, rule value types) is checked by labourLawProblems, shared with
 * the console, so every problem comes back in one 400 with one detail per field.
 */
export const LabourLawInputBody = Type.Object({
  country: Type.String({ description: `one of ${API_COUNTRIES.join(', ')} (any case accepted; answered lower case)` }),
  scope: Type.String({ description: LABOUR_LAW_SCOPES.join(' | ') }),
  key: Type.String({ maxLength: 100, description: 'lower-case letters and underscores prefixed by the country code: fr_hotel' }),
  name: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'display name (an extension of the spec, whose body has no name). When absent: kept on update; on creation derived from the key (fr_hotel_restaurant -> "Hotel restaurant").',
    }),
  ),
  alerts: boundedCodes(LABOUR_LAW_INPUT_BOUNDS.alerts, `alert types: ${ALERT_TYPES.join(', ')}`),
  absencesWithOwedMeal: boundedCodes(
    LABOUR_LAW_INPUT_BOUNDS.absences,
    `absence kinds still giving an owed meal (${ABSENCE_TYPES.length} codes, src/domain/absenceTypes.ts)`,
  ),
  rules: Type.Record(Type.String(), Type.Unknown(), { description: RULES_DESCRIPTION, maxProperties: LABOUR_LAW_INPUT_BOUNDS.rules }),
  enabled: Type.Optional(Type.Boolean({ description: 'defaults to true on creation; kept on update when absent' })),
});
export type LabourLawInputBody = Static<typeof LabourLawInputBody>;

export const LabourLawBody = Type.Object({
  country: ApiCountry,
  scope: Type.String(),
  key: Type.String(),
  name: Type.String(),
  alerts: Type.Array(Type.String()),
  absencesWithOwedMeal: Type.Array(Type.String()),
  rules: RulesObject,
  enabled: Type.Boolean(),
  usedByShops: Type.Optional(Type.Integer({ minimum: 0, description: 'how many shops follow this law' })),
});
export type LabourLawBody = Static<typeof LabourLawBody>;

export const LabourLawListBody = Type.Object({
  labour_laws: Type.Array(LabourLawBody),
  total: Type.Integer(),
});

/** The error key of a delete refused because shops follow the law. */
export const LABOUR_LAW_IN_USE = 'labour_law_in_use';

/**
 * 401 of DELETE /labour_law: either the usual authentication errors, or the refusal of a law still
 * used by shops. The refusal is a 401 on purpose: the console's legacy contract (spec 1 §8) reads
 * "a 401 answer with the count in brackets in the message". Clients must tell it apart from an
 * authentication failure by its `error` key, `labour_law_in_use`, and must not refresh the token
 * or sign out on it.
 */
export const DeleteUnauthorizedBody = Type.Object(
  {
    error: Type.String({ description: `unauthorized | token_expired | ${LABOUR_LAW_IN_USE}` }),
    message: Type.String({ description: `for ${LABOUR_LAW_IN_USE}: "Labour law used by shops [N]"` }),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.Optional(Type.String()),
          message: Type.Optional(Type.String()),
          shops_count: Type.Optional(Type.Integer({ minimum: 1, description: `for ${LABOUR_LAW_IN_USE}: how many shops follow the law` })),
        }),
      ),
    ),
  },
  {
    description:
      `unauthorized | token_expired, or ${LABOUR_LAW_IN_USE}: the law is followed by shops and cannot be deleted. ` +
      'This refusal is a 401 only to keep the legacy console contract ("a 401 answer with the count in brackets"); ' +
      'it is not an authentication failure: do not refresh the token or sign out on it.',
  },
);
