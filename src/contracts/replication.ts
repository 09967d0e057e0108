import { Type, type Static, type TSchema } from 'typebox';
import {
  CONVENTION_CHOICES,
  REPLICATED_PARTS,
  REPLICATION_MAX_TARGETS,
  REPLICATION_OPTIONS,
  REPLICATION_SKIP_REASONS,
  type DocumentOption,
} from '../domain/replication/options.js';

/**
 * Shop-settings replication (spec 3 §2.4, §3.3, §7 PATCH /super_admin/api/bulk_shops; issue 32). The options that had
 * no storage yet are typed documents, one per shop and option (migration 0040 shop_setting_documents), each with its
 * contract here; the others are columns of the shop's settings row or of the shop (convention) and its export models.
 */

const name = (description: string) => Type.String({ minLength: 1, maxLength: 60, description });
const minutes = (max: number, description: string) => Type.Integer({ minimum: 0, maximum: max, description });
const strict = <T extends Record<string, TSchema>>(properties: T, description: string) => Type.Object(properties, { additionalProperties: false, description });

/** One typed document per option stored in shop_setting_documents. */
export const SHOP_SETTING_DOCUMENTS = {
  meal_rules: strict(
    {
      meal_allowance_cents: Type.Integer({ minimum: 0, maximum: 10_000, description: 'meal allowance per meal, in cents' }),
      min_shift_minutes_for_meal: minutes(720, 'worked minutes in a shift that give a meal'),
      meal_in_kind: Type.Boolean({ description: 'the meal is given in kind rather than paid' }),
    },
    'meal rules',
  ),
  postes: strict(
    {
      postes: Type.Array(strict({ name: name('position name'), color: Type.String({ pattern: '^#[0-9a-f]{6}$', description: '#rrggbb' }) }, 'a position'), {
        maxItems: 100,
      }),
    },
    'positions (postes) of the shop',
  ),
  teams: strict({ teams: Type.Array(strict({ name: name('team name') }, 'a team'), { maxItems: 100 }) }, 'teams of the shop'),
  absences: strict(
    {
      absence_types: Type.Array(
        strict({ key: Type.String({ pattern: '^[a-z_]{1,40}$' }), name: name('absence type name'), paid: Type.Boolean() }, 'an absence type'),
        { maxItems: 100 },
      ),
    },
    'absence types of the shop',
  ),
  optimisation_settings: strict(
    {
      target_productivity: Type.Number({ minimum: 0, maximum: 10_000, description: 'sales per worked hour the optimisation aims at' }),
      max_overstaffing_percent: Type.Integer({ minimum: 0, maximum: 100 }),
      min_shift_minutes: minutes(720, 'shortest shift the optimisation plans'),
    },
    'optimisation parameters (the activation is the settings row flag opti)',
  ),
  automatic_planning_rules: strict(
    {
      max_consecutive_days: Type.Integer({ minimum: 1, maximum: 7 }),
      min_rest_hours: Type.Integer({ minimum: 0, maximum: 24 }),
      split_shifts_allowed: Type.Boolean(),
    },
    'automatic planning rules',
  ),
  paid_breaks: strict(
    { paid_break_minutes: minutes(120, 'paid break length'), per_worked_minutes: minutes(720, 'worked minutes that give one paid break') },
    'paid breaks',
  ),
  tax_rate: strict({ tax_rate_percent: Type.Number({ minimum: 0, maximum: 100, description: 'VAT rate of the shop, percent' }) }, 'tax rate'),
  advanced_annualization: strict(
    {
      reference_period_start: Type.String({ pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'MM-DD, start of the reference year' }),
      annual_hours: Type.Integer({ minimum: 0, maximum: 2_500 }),
      counters_reset: Type.Boolean({ description: 'counters are reset at the start of each period' }),
    },
    'advanced annualization',
  ),
} satisfies Record<DocumentOption, TSchema>;

export type ShopSettingDocuments = { [K in DocumentOption]: Static<(typeof SHOP_SETTING_DOCUMENTS)[K]> };

/** What a shop that never stored a document has. */
export const DEFAULT_SHOP_SETTING_DOCUMENTS: ShopSettingDocuments = {
  meal_rules: { meal_allowance_cents: 0, min_shift_minutes_for_meal: 360, meal_in_kind: false },
  postes: { postes: [] },
  teams: { teams: [] },
  absences: { absence_types: [] },
  optimisation_settings: { target_productivity: 0, max_overstaffing_percent: 0, min_shift_minutes: 120 },
  automatic_planning_rules: { max_consecutive_days: 6, min_rest_hours: 11, split_shifts_allowed: false },
  paid_breaks: { paid_break_minutes: 0, per_worked_minutes: 360 },
  tax_rate: { tax_rate_percent: 20 },
  advanced_annualization: { reference_period_start: '01-01', annual_hours: 1_607, counters_reset: true },
};

/** Spec 3 §3.3 "Shop row for replication", served by GET /super_admin/api/organisations/{id}/shops?list_only=true. */
export const ReplicationShopFields = {
  convention_legible: Type.Boolean({ description: 'the shop has a convention (collective agreement) code' }),
  convention_flexible: Type.Boolean({ description: 'the shop uses the flexible convention' }),
  labour_law_config: Type.Union([Type.Integer(), Type.Null()], { description: "the id of the shop's labour-law rule set (its alerts), null when none" }),
  country: Type.String({ description: 'ISO 3166 alpha-2' }),
};

const unique = { uniqueItems: true } as const;

/** Spec 3 §3.3 "Replication payload" (the body of PATCH /super_admin/api/bulk_shops), with our dry_run and export_models. */
export const ReplicationBody = Type.Object(
  {
    source_shop_id: Type.Integer({ minimum: 1 }),
    targeted_shop_ids: Type.Array(Type.Integer({ minimum: 1 }), {
      minItems: 1,
      maxItems: REPLICATION_MAX_TARGETS,
      ...unique,
      description: 'configured shops of the source shop\'s organisation, the source excluded',
    }),
    replication_options: Type.Array(Type.Enum([...REPLICATION_OPTIONS]), { maxItems: REPLICATION_OPTIONS.length, ...unique, description: 'spec 3 §9 options' }),
    convention_replication_options: Type.Optional(
      Type.Object(
        { convention_and_alerts_select: Type.Enum([...CONVENTION_CHOICES], { description: "default (standard), flexible, or none (don't copy)" }) },
        { additionalProperties: false },
      ),
    ),
    optimisation_replication_options: Type.Optional(
      Type.Object(
        { activation: Type.Optional(Type.Boolean({ description: 'copy opti (default true)' })), parameters: Type.Optional(Type.Boolean({ description: 'copy the parameters (default true)' })) },
        { additionalProperties: false },
      ),
    ),
    advanced_annualization_replication_options: Type.Optional(
      Type.Object(
        {
          reference_period: Type.Optional(Type.Boolean({ description: 'copy reference_period_start and annual_hours (default true)' })),
          counters_reset: Type.Optional(Type.Boolean({ description: 'copy counters_reset (default true)' })),
        },
        { additionalProperties: false },
      ),
    ),
    export_models: Type.Optional(
      Type.Boolean({ description: "copy the export models: the source's active pay exporter and the pay configs (integrations) that export it" }),
    ),
    dry_run: Type.Optional(Type.Boolean({ description: 'true: answer what would change, write nothing' })),
  },
  { additionalProperties: false },
);
export type ReplicationBody = Static<typeof ReplicationBody>;

const Values = Type.Record(Type.String(), Type.Unknown(), { description: 'the option\'s fields and their values' });

export const ReplicationChange = Type.Object({
  option: Type.Enum([...REPLICATED_PARTS]),
  changed: Type.Boolean(),
  skipped: Type.Optional(
    Type.Enum([...REPLICATION_SKIP_REASONS], {
      description: "why the chosen option is not copied to this target (popular_shifts_feature_off: the target's shift_popular feature is off); then changed is false and after equals before",
    }),
  ),
  before: Values,
  after: Values,
});
export type ReplicationChange = Static<typeof ReplicationChange>;

/** The answer of PATCH /super_admin/api/bulk_shops: per target, per option, what changes (dry run) or changed. */
export const ReplicationAnswer = Type.Object({
  dry_run: Type.Boolean(),
  source_shop_id: Type.Integer(),
  changed_shops: Type.Integer({ description: 'targets with at least one changed option' }),
  targets: Type.Array(
    Type.Object({
      shop_id: Type.Integer(),
      shop_name: Type.String(),
      changes: Type.Array(ReplicationChange),
    }),
  ),
});
export type ReplicationAnswer = Static<typeof ReplicationAnswer>;

/** Why a replication was refused, one entry per problem (spec 3 §8: the console joins them by line breaks). */
export const ReplicationProblem = Type.Object({
  path: Type.String({ description: 'the body field the problem is about' }),
  message: Type.String({ description: 'English' }),
  key: Type.String({
    description:
      'replication_source_not_found | replication_target_other_organisation | replication_target_not_configured | replication_source_among_targets | ' +
      'replication_flexible_not_allowed | replication_target_gone | replication_nothing_to_copy',
  }),
  shop_id: Type.Union([Type.Integer(), Type.Null()]),
  shop_name: Type.Union([Type.String(), Type.Null()]),
});
export type ReplicationProblem = Static<typeof ReplicationProblem>;

export const ReplicationErrorBody = Type.Object({
  error: Type.String({ description: "the first problem's key; spec 3 §7's list of messages is details[].message (the uniform error body)" }),
  message: Type.String(),
  details: Type.Array(ReplicationProblem),
});
export type ReplicationErrorBody = Static<typeof ReplicationErrorBody>;
