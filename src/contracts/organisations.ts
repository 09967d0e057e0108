import { Type, type Static, type TSchema } from 'typebox';
import { SHOP_FEATURES } from '../domain/shopFeatures.js';
import { ReplicationShopFields } from './replication.js';

/**
 * The organisation calls of spec 1 §2.4 and §7 (list, light view, shops tab), written once: the server
 * validates and serialises with these schemas, the console imports their types only (`import type`).
 */

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

/** A row of GET /super_admin/api/organisations. */
export const OrganisationRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.String({ description: 'active | trial | waiting | suspended | cancelled' }),
  owner_id: Nullable(Type.Integer()),
  owner_name: Nullable(Type.String({ description: "the owner's first and last name" })),
  owner_phone: Nullable(Type.String()),
  owner_email: Nullable(Type.String()),
  shops_count: Type.Integer(),
  users_count: Type.Integer({ description: 'active (non-archived) employees' }),
  siren: Nullable(Type.String()),
  plan: Nullable(Type.String({ description: 'pack offer: basic | success | premium | enterprise' })),
});
export type OrganisationRow = Static<typeof OrganisationRow>;

export const OrganisationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Person = Static<typeof Person>;

/** GET /super_admin/api/organisations/{id}: the light view's organisation and its "see the site as" people. */
export const OrganisationLightView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  administrators: Type.Array(Person),
  advanced_planner: Type.Array(Person),
  advanced_master: Type.Array(Person),
});
export type OrganisationLightView = Static<typeof OrganisationLightView>;

const FeatureStates = Type.Record(Type.String(), Type.Object({ activated: Type.Boolean() }), {
  description: `one entry per feature: ${SHOP_FEATURES.join(', ')}`,
});

/** A row of the organisation's shops tab (spec 2 §3, shop list row; §7). */
export const OrganisationShopRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  badging: Type.Boolean(),
  automatic_planning_active: Type.Boolean(),
  integrations: Type.Array(Type.String(), {
    description: 'the sources of the shop\'s active, not fake-destroyed integrations (pay-exporter keys, or legacy), by name',
  }),
  french: Type.Boolean({ description: 'country is FR' }),
  country: Type.String({ description: 'ISO 3166 alpha-2, upper case' }),
  convention_flexible: Type.Boolean(),
  optimisation: Type.Boolean({ description: 'the shop setting "opti"; always false until shop settings are stored, the reference API keeps none yet' }),
  annualization_config: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: "the shop's annualisation settings" }), {
    description: 'always null until annualisation settings are stored, the reference API keeps none yet',
  }),
  cancelled: Type.Boolean(),
  nb_employees: Type.Integer(),
  features_states: FeatureStates,
});
export type OrganisationShopRow = Static<typeof OrganisationShopRow>;

/** The sort fields of the shops tab (spec 2 §2.1); default id descending. */
export const ORGANISATION_SHOPS_SORT_FIELDS = ['id', 'name', 'country', 'badging', 'automatic_planning_active', 'convention_flexible'] as const;
export type OrganisationShopsSortField = (typeof ORGANISATION_SHOPS_SORT_FIELDS)[number];

/** With list_only=true: every shop's id and name (the light view), whether it is configured and spec 3 §3.3's replication fields. */
export const ShopName = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  configured: Type.Boolean({ description: 'the shop has a convention (collective agreement) or a labour law set' }),
  ...ReplicationShopFields,
});
export type ShopName = Static<typeof ShopName>;
