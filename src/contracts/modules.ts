import { Type, type Static, type TSchema } from 'typebox';
import { ORGANISATION_MODULES } from '../domain/modules/organisationModules.js';

/**
 * The module toggles of spec 2 §2.1 "Module action row", §4 "Module state" and §7 "Module toggles", written once:
 * the server validates and serialises with these schemas, the console imports their types only.
 */

/** The pay exporters a shop's integration may use (spec 2 §7 PATCH pay_exporters: "a key"); also served by GET /pay_exporters/keys. */
export const PAY_EXPORTERS = [
  { key: 'silae', name: 'Silae' },
  { key: 'adp', name: 'ADP' },
  { key: 'payfit', name: 'PayFit' },
  { key: 'cegid', name: 'Cegid' },
  { key: 'sage', name: 'Sage' },
  { key: 'nibelis', name: 'Nibelis' },
  { key: 'quadratus', name: 'Quadratus' },
] as const;
export const PAY_EXPORTER_KEYS = PAY_EXPORTERS.map((exporter) => exporter.key);
export type PayExporterKey = (typeof PAY_EXPORTERS)[number]['key'];
/** The source of the old integration the shop page deletes (fake_destroy). */
export const LEGACY_INTEGRATION_SOURCE = 'legacy';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OrganisationId = Type.Integer({ minimum: 1, description: 'the organisation whose every shop is changed' });
const Scope = Type.Optional(Type.Literal('organisation', { description: "always 'organisation' (the shop-level toggles are other calls)" }));

export const ModuleState = Type.Object({
  visible: Type.Boolean({ description: 'false: the icon is not rendered (new offer, dev flag, no shop...)' }),
  active: Type.Boolean(),
  action: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')], { description: 'always the opposite of active' }),
  partial: Type.Optional(Type.Boolean({ description: 'payroll only: some shops have it, not every French one' })),
});
export type ModuleState = Static<typeof ModuleState>;

export const ModuleStatesSchema = Type.Object(Object.fromEntries(ORGANISATION_MODULES.map((name) => [name, ModuleState])) as Record<(typeof ORGANISATION_MODULES)[number], typeof ModuleState>);

export const ShopsSummarySchema = Type.Object({
  total: Type.Integer(),
  badging: Type.Integer(),
  automaticPlanning: Type.Integer(),
  esignature: Type.Integer({ description: 'shops with both e-signature features' }),
  payroll: Type.Integer(),
  french: Type.Integer(),
  frenchWithPayroll: Type.Integer(),
  fortifySilae: Type.Integer(),
  integration: Type.Integer({ description: 'shops with an active, not fake-destroyed integration' }),
});

/** GET /super_admin/api/organisations/{id}/modules, and the answer of every organisation-level toggle. */
export const OrganisationModulesAnswer = Type.Object({
  organisation_id: Type.Integer(),
  modules: ModuleStatesSchema,
  shops: ShopsSummarySchema,
  changed_shops: Type.Optional(Type.Integer({ description: 'toggles only: how many shops the call changed' })),
});
export type OrganisationModulesAnswer = Static<typeof OrganisationModulesAnswer>;

export const BadgingsBody = Type.Object({ organisation_id: OrganisationId, badging: Type.Boolean(), type: Scope }, { additionalProperties: false });
export type BadgingsBody = Static<typeof BadgingsBody>;
export const AutomaticPlanningsBody = Type.Object({ organisation_id: OrganisationId, automatic_planning_active: Type.Boolean(), type: Scope }, { additionalProperties: false });
export type AutomaticPlanningsBody = Static<typeof AutomaticPlanningsBody>;
export const EsignaturesBody = Type.Object({ organisation_id: OrganisationId, esignature_active: Type.Boolean(), type: Scope }, { additionalProperties: false });
export type EsignaturesBody = Static<typeof EsignaturesBody>;
export const PayrollsBody = Type.Object({ organisation_id: OrganisationId, payroll_active: Type.Boolean(), type: Scope }, { additionalProperties: false });
export type PayrollsBody = Static<typeof PayrollsBody>;
export const PerformancesBody = Type.Object({ organisation_id: OrganisationId, performance_active: Type.Boolean(), type: Scope }, { additionalProperties: false });
export type PerformancesBody = Static<typeof PerformancesBody>;

const PayExporterKeySchema = Type.Enum([...PAY_EXPORTER_KEYS]);
export const PayExportersBody = Type.Object(
  {
    organisation_id: OrganisationId,
    shop_id: Type.Optional(Type.Integer({ minimum: 1, description: 'only this shop of the organisation (404 when it is not one of them)' })),
    pay_exporters: Type.Array(PayExporterKeySchema, { maxItems: 1, description: 'one key: every shop gets that active integration; []: every integration disabled' }),
    type: Scope,
  },
  { additionalProperties: false },
);
export type PayExportersBody = Static<typeof PayExportersBody>;

export const IntegrationReplicationBody = Type.Object(
  {
    organisation_id: OrganisationId,
    source_shop_id: Type.Optional(Type.Integer({ minimum: 1, description: "the shop whose pay exporter is copied to every shop (else pay_exporters' key)" })),
    pay_exporters: Type.Array(PayExporterKeySchema, { maxItems: 1, description: 'without source_shop_id: the one key to copy to every shop' }),
    type: Scope,
  },
  { additionalProperties: false },
);
export type IntegrationReplicationBody = Static<typeof IntegrationReplicationBody>;

export const PayExporterKeysAnswer = Type.Object({ pay_exporters: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })) });
export type PayExporterKeysAnswer = Static<typeof PayExporterKeysAnswer>;

export const ApplicationParams = Type.Object({ id: Type.Integer({ minimum: 1 }), applicationId: Type.Integer({ minimum: 1 }) });
export const ApplicationsAnswer = Type.Object({
  data: Type.Array(Type.Object({ id: Type.String(), type: Type.Literal('application'), attributes: Type.Object({ name: Type.String() }) })),
});
export type ApplicationsAnswer = Static<typeof ApplicationsAnswer>;

export const Integration = Type.Object({ id: Type.Integer(), shop_id: Type.Integer(), source: Type.String(), name: Type.String(), active: Type.Boolean() });
export type Integration = Static<typeof Integration>;
export const IntegrationsQuery = Type.Object(
  { shop_id: Type.Integer({ minimum: 1 }), source: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export type IntegrationsQuery = Static<typeof IntegrationsQuery>;
export const IntegrationsAnswer = Type.Object({ integrations: Type.Array(Integration) });
export type IntegrationsAnswer = Static<typeof IntegrationsAnswer>;
export const IntegrationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const IntegrationUpdateBody = Type.Object(
  { shop_id: Type.Integer({ minimum: 1 }), source: Type.String({ minLength: 1, maxLength: 64 }), fake_destroy: Type.Literal(true) },
  { additionalProperties: false },
);
export type IntegrationUpdateBody = Static<typeof IntegrationUpdateBody>;
export const IntegrationUpdateAnswer = Type.Object({ integration: Type.Object({ ...Integration.properties, fake_destroyed_at: Nullable(Type.String()) }) });
export type IntegrationUpdateAnswer = Static<typeof IntegrationUpdateAnswer>;
