import { Type, type Static, type TSchema } from 'typebox';
import { AbsenceLine, EvpLine, PayConfigSettings } from './payConfigs.js';

/**
 * Spec 3 §7: the super-admin integration calls of the wizard (server/routes/integrations/), over the pay-config
 * service's store. Where the spec says "not shown" (answers of create and update, the source key), the design is ours
 * and documented here. The console imports the types only.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of the values (a JSON-schema enum), typed as their union (as in payConfigs.ts). */
const literals = <T extends readonly string[]>(values: T) => Type.Enum([...values] as T[number][]);

/** The `source` of a pay config (a PAM config of the pay-config service); any other source is a shop's pay-exporter row (spec 2). */
export const PAY_CONFIG_SOURCE = 'pam';
export const ACTION_TYPES = ['create', 'update'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
/** §3.1 createMethod. */
export const CREATE_METHODS = ['fromScratch', 'fromIntegration'] as const;
export type CreateMethod = (typeof CREATE_METHODS)[number];

export const ConfigUuid = Type.String({ format: 'uuid', description: 'a pay config id (the pam_config_uuid)' });

/** GET /super_admin/api/integrations/integrations/: shop_id and source ('pam': the pay configs of the shop's organisation). */
export const IntegrationListQuery = Type.Object(
  { shop_id: Type.Integer({ minimum: 1 }), source: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export type IntegrationListQuery = Static<typeof IntegrationListQuery>;
/** With source 'pam': the organisation's pay configs, by name. */
export const PayConfigIntegrationsAnswer = Type.Object({ integrations: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })) });
export type PayConfigIntegrationsAnswer = Static<typeof PayConfigIntegrationsAnswer>;

export const ShopIdParams = Type.Object({ shopId: Type.Integer({ minimum: 1 }) });

/** GET …/basic_data/{shopId}: update (the config selected_integration_id) or create (copied from it when given, else defaults). */
export const BasicDataQuery = Type.Object(
  {
    action_type: Type.Optional(literals(ACTION_TYPES)),
    selected_integration_id: Type.Optional(ConfigUuid),
  },
  { additionalProperties: false },
);
export type BasicDataQuery = Static<typeof BasicDataQuery>;

const { config_json: _configJson, absences: _absences, evps: _evps, payroll_software: _software, ...basicProperties } = PayConfigSettings.properties;
export const BasicDataAnswer = Type.Object({
  ...basicProperties,
  payroll_software: Nullable(Type.Integer({ description: 'null for a new integration (none chosen yet)' })),
  integration_id: Nullable(Type.String({ description: 'the config the data come from (updated or copied), null for defaults' })),
  bulk_update: Type.Boolean({ description: 'true when an update would change more than this shop (the config exports other shops too)' }),
  shops_with_same_int_key: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { description: 'the other shops the config exports' }),
});
export type BasicDataAnswer = Static<typeof BasicDataAnswer>;

/** GET …/absences/{shopId} and …/evps/{shopId}. */
export const LinesQuery = Type.Object(
  {
    action_type: Type.Optional(literals(ACTION_TYPES)),
    create_method: Type.Optional(literals(CREATE_METHODS)),
    selected_integration_id: Type.Optional(ConfigUuid),
    pam_config_uuid: Type.Optional(ConfigUuid),
  },
  { additionalProperties: false },
);
export type LinesQuery = Static<typeof LinesQuery>;
export const AbsencesAnswer = Type.Object({ absences: Type.Array(AbsenceLine) });
export type AbsencesAnswer = Static<typeof AbsencesAnswer>;
export const EvpsAnswer = Type.Object({ evps: Type.Array(EvpLine, { description: 'every line of the five groups, in group order' }) });
export type EvpsAnswer = Static<typeof EvpsAnswer>;

/** POST …/integrations/integrations and PATCH …/integrations/integrations/{id} (body integration, shop_id, source, organisation_id). */
export const IntegrationWriteBody = Type.Object(
  {
    integration: PayConfigSettings,
    shop_id: Type.Integer({ minimum: 1, description: 'the shop the wizard works from: a shop of the organisation, assigned to the config' }),
    source: Type.Literal(PAY_CONFIG_SOURCE),
    organisation_id: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type IntegrationWriteBody = Static<typeof IntegrationWriteBody>;

/** The PATCH body: an update (IntegrationWriteBody) or a removal `{shop_id, source, fake_destroy: true}` (a pay config or a legacy row). */
export const IntegrationPatchBody = Type.Object(
  {
    integration: Type.Optional(PayConfigSettings),
    shop_id: Type.Integer({ minimum: 1 }),
    source: Type.String({ minLength: 1, maxLength: 64 }),
    organisation_id: Type.Optional(Type.Integer({ minimum: 1 })),
    fake_destroy: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
export type IntegrationPatchBody = Static<typeof IntegrationPatchBody>;
export const IntegrationIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: '^([0-9]{1,12}|[0-9a-fA-F-]{36})$', description: 'a pay config uuid, or the integer id of a legacy row' }),
});

/** The answer of POST and PATCH (not shown in the spec): the saved config's id and name, and the shops it exports. */
export const IntegrationSavedAnswer = Type.Object({
  integration: Type.Object({ id: Type.String(), name: Type.String(), shop_ids: Type.Array(Type.Integer()), deleted: Type.Boolean() }),
});
export type IntegrationSavedAnswer = Static<typeof IntegrationSavedAnswer>;
