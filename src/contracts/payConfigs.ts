import { Type, type Static, type TSchema } from "typebox";
import {
  ABSENCE_UNITS,
  CONTRACT_COUNTRIES,
  COUNTER_TYPES,
  EXPORT_FORMATS,
  FIELD_WRAPPERS,
  SEPARATOR_VALUES,
  SOFTWARE_KINDS,
} from "../domain/payConfigs/constants.js";
import { INTERVAL_UNITS } from "../domain/reportSchedule.js";

/**
 * Spec 3 §3.1–§3.3 and §7: the pay-config service (resources pay_configs and payroll_software, in the conventions of
 * ra-data-simple-rest) and the super-admin integration calls, written once: the server validates and serialises with
 * these schemas, the console imports their types only. Business rules beyond shapes are in src/domain/payConfigs/.
 */

const Nullable = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** One of the values (a JSON-schema enum); typed as their union (a Union of mapped Literals types as never). */
const literals = <T extends readonly string[]>(values: T) =>
  Type.Enum([...values] as T[number][]);
const Code = Type.String({
  maxLength: 40,
  description: 'the code the payroll software knows the line by; "" when none',
});

/** §3.2 absence line. */
export const AbsenceLine = Type.Object(
  {
    id: Type.String({
      maxLength: 80,
      description:
        "the line id (the absence key, with _duplicated for a duplicate)",
    }),
    name: Type.String({ maxLength: 120 }),
    absence_key: Type.String({
      maxLength: 80,
      description:
        "an absence type code (src/domain/absenceTypes.ts) or 'lateness'",
    }),
    unit: literals(ABSENCE_UNITS),
    code: Code,
    active: Type.Boolean(),
    as_evp: Type.Boolean(),
    is_duplicate: Type.Boolean(),
    duplicated: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AbsenceLine = Static<typeof AbsenceLine>;

/** §3.2 EVP (pay variable) line. */
export const EvpLine = Type.Object(
  {
    key: Type.String({ maxLength: 80 }),
    name: Type.String({ maxLength: 120 }),
    group: Type.Integer({ minimum: 1, maximum: 5 }),
    code: Code,
    counter_type: Type.Union([literals(COUNTER_TYPES), Type.Literal("")], {
      description: "'' when not chosen ('all' once it has a code)",
    }),
    active: Type.Boolean(),
    is_duplicate: Type.Boolean(),
    duplicated: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type EvpLine = Static<typeof EvpLine>;

const EvpList = Type.Array(EvpLine, { maxItems: 100 });
/** §3.1 evps: the five groups of §3.2. */
export const Evps = Type.Object(
  {
    worked_time_infos: EvpList,
    hours_increased_infos: EvpList,
    meals_infos: EvpList,
    salary_infos: EvpList,
    comment_infos: EvpList,
  },
  { additionalProperties: false },
);
export type Evps = Static<typeof Evps>;

/** §3.1: every setting of the integration form (createMethod and selectedIntegrationId are the wizard's own state). */
export const PayConfigSettings = Type.Object(
  {
    payroll_software: Type.Integer({
      minimum: 1,
      description: "id of the payroll software",
    }),
    version: Type.String({
      maxLength: 40,
      description: 'custom software version ("" when none)',
    }),
    custom_name: Type.String({
      maxLength: 120,
      description: "the integration's name; 'PAM Config' when empty on create",
    }),
    format: literals(EXPORT_FORMATS),
    separator: literals(SEPARATOR_VALUES),
    field_wrapper: literals(FIELD_WRAPPERS),
    evp_daily_aggregation: Type.Boolean({
      description: "hours and days worked per day (true) or bundled",
    }),
    absence_daily_aggregation: Type.Boolean({
      description: "absences per day (true) or bundled",
    }),
    show_absence_unit: Type.Boolean(),
    count_day_rate_absences_in_days: Type.Boolean(),
    group_absences_in_oneline: Type.Boolean(),
    handle_evps_with_multicontracts: Type.Boolean(),
    sum_absences: Type.Boolean(),
    remove_breaks_from_absences: Type.Boolean(),
    show_days_without_shifts_or_abs: Type.Boolean(),
    show_days_without_shifts_or_abs_code: Type.String({ maxLength: 40 }),
    excluded_teams: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
      maxItems: 200,
      description: "trimmed team names",
    }),
    excluded_contract_type_ids: Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 200,
    }),
    exclude_users_without_pay_identification_number: Type.Boolean(),
    config_json: Nullable(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          "the uploaded JSON config (checked against /pay_configs/config_schema.json)",
      }),
    ),
    absences: Type.Array(AbsenceLine, { maxItems: 300 }),
    evps: Evps,
  },
  { additionalProperties: false },
);
export type PayConfigSettings = Static<typeof PayConfigSettings>;

/** POST /pay_configs: the form plus the organisation (§7 "create (integration form plus organisation id)"). */
export const PayConfigCreateBody = Type.Object(
  {
    ...PayConfigSettings.properties,
    organisation_id: Type.Integer({ minimum: 1 }),
    shop_ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: 5000,
        description: "shops of that organisation the config exports",
      }),
    ),
  },
  { additionalProperties: false },
);
export type PayConfigCreateBody = Static<typeof PayConfigCreateBody>;

/** PUT /pay_configs/{id}: any settings; `{ name }` alone is the rename (§2.3, name non-empty after trimming). */
export const PayConfigUpdateBody = Type.Object(
  {
    ...Type.Partial(PayConfigSettings).properties,
    name: Type.Optional(Type.String({ maxLength: 120, description: "the rename: empty after trimming is 400 rename_integration_empty_error" })),
    organisation_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "the organisation the caller acts on: 404 when the config is another's",
      }),
    ),
    shop_ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: 5000,
        description: "replaces the shops the config exports (shops of its organisation)",
      }),
    ),
    // react-admin's update sends the whole record back: its read-only fields are accepted and ignored
    id: Type.Optional(Type.String({ maxLength: 40 })),
    shopIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 5000 })),
    schedule: Type.Optional(Type.Unknown()),
    software_kind: Type.Optional(Type.String({ maxLength: 20 })),
    time_zone: Type.Optional(Type.String({ maxLength: 60 })),
    created_at: Type.Optional(Type.String({ maxLength: 40 })),
    updated_at: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type PayConfigUpdateBody = Static<typeof PayConfigUpdateBody>;

/** A pay config as the service answers it (§3.3 "pay config in list: id, name, shopIds, schedule" plus its settings). */
export const PayConfig = Type.Object({
  ...PayConfigSettings.properties,
  id: Type.String({ description: "uuid (the pam_config_uuid of §7)" }),
  name: Type.String(),
  organisation_id: Type.Integer(),
  shopIds: Type.Array(Type.Integer()),
  schedule: Nullable(
    Type.Record(Type.String(), Type.Unknown(), {
      description: "the automated report schedule (issue 30); null when none",
    }),
  ),
  software_kind: literals(SOFTWARE_KINDS),
  time_zone: Type.String({
    description:
      "the organisation's time zone (IANA; its shops' most common, Europe/Paris when it has none): the schedule's clock",
  }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PayConfig = Static<typeof PayConfig>;

const IntervalUnit = literals(INTERVAL_UNITS);
/** An amount of the dialog: any integer here; 0 or less is the §5 rule's 'value_must_be_greater_than_0' (422), not a schema error. */
const Amount = Nullable(Type.Integer({ minimum: -1000, maximum: 1000 }));

/**
 * §3.3 automated report schedule: the body of PUT /pay_configs/{id}/schedule, stored in pay_configs.schedule and
 * answered as the config's `schedule`. scheduleExpression is recomputed by the server (src/domain/reportSchedule.ts,
 * §4.4 format) from the other delivery fields; what the client sends there is ignored.
 */
export const AutomatedReportSchedule = Type.Object(
  {
    delivery: Type.Object(
      {
        scheduleExpression: Type.String({ maxLength: 60 }),
        reportIntervalAmount: Amount,
        reportIntervalUnit: Nullable(IntervalUnit),
        lastDayOfTheMonth: Type.Boolean(),
        dayNumber: Nullable(
          Type.Integer({
            minimum: 0,
            maximum: 31,
            description: "week: the weekday key (1 Sunday … 7 Saturday); month: the day (above 29 becomes the last day)",
          }),
        ),
        time: Type.String({ maxLength: 5, description: "HH:mm in the organisation's time zone" }),
      },
      { additionalProperties: false },
    ),
    reportPeriod: Type.Object(
      {
        durationAmount: Amount,
        durationUnit: Nullable(IntervalUnit),
        delayedReport: Type.Boolean(),
        delayAmount: Amount,
        delayUnit: Nullable(IntervalUnit),
      },
      { additionalProperties: false },
    ),
    lockAfterGeneration: Type.Boolean(),
    groupedExport: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AutomatedReportSchedule = Static<typeof AutomatedReportSchedule>;

/** PUT /pay_configs/{id}/shops (§7 "assign shops (config id, shopIds)"): replaces the shops the config exports. */
export const AssignShopsBody = Type.Object(
  {
    shop_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      maxItems: 5000,
      description: "live shops of the config's organisation; [] releases them all",
    }),
  },
  { additionalProperties: false },
);
export type AssignShopsBody = Static<typeof AssignShopsBody>;

/** §3.3 payroll software; kind says whether the Silae or Quadratus rules apply (§4.3). */
export const PayrollSoftware = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: literals(SOFTWARE_KINDS),
});
export type PayrollSoftware = Static<typeof PayrollSoftware>;
/** POST /payroll_software: name non-empty after trimming (§5). */
export const PayrollSoftwareCreateBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);
export type PayrollSoftwareCreateBody = Static<
  typeof PayrollSoftwareCreateBody
>;

/** §3.2 contract type; GET /super_admin/api/config answers data.contract_data.contract_types. */
export const ContractType = Type.Object({
  id: Type.Integer(),
  country: literals(CONTRACT_COUNTRIES),
  key: Type.String(),
});
export type ContractType = Static<typeof ContractType>;
export const SuperAdminConfigAnswer = Type.Object({
  data: Type.Object({
    contract_data: Type.Object({ contract_types: Type.Array(ContractType) }),
  }),
});
export type SuperAdminConfigAnswer = Static<typeof SuperAdminConfigAnswer>;

/** The period a payroll file or its preview covers (dates YYYY-MM-DD, the end included). */
export const ExportQuery = Type.Object(
  {
    shop_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "one assigned shop; every assigned shop when absent",
      }),
    ),
    period_start: Type.String({ format: "date" }),
    period_end: Type.String({ format: "date" }),
  },
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuery>;

/** POST /pay_configs/preview: the first lines of the file an unsaved config would produce, with their provenance. */
export const PreviewBody = Type.Object(
  {
    organisation_id: Type.Integer({ minimum: 1 }),
    config: PayConfigSettings,
    shop_ids: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: 5000,
    }),
    period_start: Type.String({ format: "date" }),
    period_end: Type.String({ format: "date" }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type PreviewBody = Static<typeof PreviewBody>;

export const PreviewLine = Type.Object({
  /** the line as the file writes it (separator and wrapper applied; fixed width for .240) */
  text: Type.String(),
  cells: Type.Array(Type.String()),
  employee: Type.Object({ id: Type.Integer(), name: Type.String() }),
  line_key: Type.String({
    description: "the absence or EVP key the line exports",
  }),
  provenance: Type.Array(
    Type.Object({
      shift_id: Type.Integer(),
      date: Type.String(),
      minutes: Type.Number(),
      absence_type: Nullable(Type.String()),
    }),
    {
      description: "the shifts and absences that made the value",
    },
  ),
});
export type PreviewLine = Static<typeof PreviewLine>;
export const PreviewAnswer = Type.Object({
  file_name: Type.String(),
  header: Nullable(Type.Array(Type.String())),
  lines: Type.Array(PreviewLine),
  total_lines: Type.Integer(),
});
export type PreviewAnswer = Static<typeof PreviewAnswer>;

/** GET /pay_configs: the ra-data-simple-rest query (JSON texts), e.g. filter={"organisation_id":12}&sort=["name","ASC"]&range=[0,24]. */
export const PayConfigListQuery = Type.Object(
  {
    filter: Type.Optional(Type.String({ maxLength: 20000, description: 'JSON {organisation_id (required), id?: one id or a list (getMany), q?: words of the name}' })),
    sort: Type.Optional(Type.String({ maxLength: 100, description: 'JSON [field, "ASC"|"DESC"], field one of name, created_at, updated_at, id; default ["name","ASC"]' })),
    range: Type.Optional(Type.String({ maxLength: 100, description: 'JSON [first, last] (both included), at most 500 rows; default [0,24]' })),
  },
  { additionalProperties: false },
);
export type PayConfigListQuery = Static<typeof PayConfigListQuery>;
/** The parsed filter of GET /pay_configs. */
export const PayConfigListFilter = Type.Object(
  {
    organisation_id: Type.Integer({ minimum: 1 }),
    id: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Array(Type.String({ maxLength: 40 }), { maxItems: 500 })])),
    q: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);
export type PayConfigListFilter = Static<typeof PayConfigListFilter>;
export const PAY_CONFIG_SORT_FIELDS = ['name', 'created_at', 'updated_at', 'id'] as const;
export const PayConfigSort = Type.Tuple([literals(PAY_CONFIG_SORT_FIELDS), Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])]);
export const PayConfigRange = Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })]);

/** GET/DELETE /pay_configs/{id}?organisation_id=N: the organisation the caller acts on (404 when the config is another's). */
export const PayConfigParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const PayConfigScopeQuery = Type.Object(
  { organisation_id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type PayConfigScopeQuery = Static<typeof PayConfigScopeQuery>;

/** GET /payroll_software: every software, by name (ra-data-simple-rest query accepted, Content-Range answered). */
export const PayrollSoftwareListQuery = Type.Object(
  {
    filter: Type.Optional(Type.String({ maxLength: 2000 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    range: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const PayrollSoftwareParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
