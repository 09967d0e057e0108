import { Type, type Static, type TSchema } from "typebox";
import { ORGANISATION_PLANS, ORGANISATION_STATUSES } from "./lists.js";
import { OrganisationLightView } from "./organisations.js";

/**
 * The organisation record of spec 2 §3 and its writes (§7), written once: the server validates and
 * serialises with these schemas, the console imports their types only (`import type`).
 * The record's fields are camelCase as §3 writes them; the light view's keys (administrators,
 * advanced_planner, advanced_master) stay as they were, the permission flags snake_case as §3's response flags.
 */
const Nullable = <T extends TSchema>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A referent the organisation may have: a non-archived member holding a system_admin licence. */
export const AvailableReferent = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type AvailableReferent = Static<typeof AvailableReferent>;

export const RecordLicence = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export type RecordLicence = Static<typeof RecordLicence>;

export const OrganisationRecord = Type.Object({
  ...OrganisationLightView.properties,
  corporateName: Nullable(Type.String()),
  packOfferName: Nullable(
    Type.String({
      description: `pack offer: ${ORGANISATION_PLANS.join(" | ")}`,
    }),
  ),
  smsLimit: Type.Integer(),
  smsUsed: Type.Integer({
    description:
      "SMS the outbox holds for the organisation since the 1st of this month (UTC)",
  }),
  referentId: Nullable(Type.Integer()),
  referentName: Nullable(Type.String()),
  referentEmail: Nullable(Type.String()),
  referentPhone: Nullable(Type.String()),
  availableReferents: Type.Array(AvailableReferent, {
    description:
      "non-archived members with a licence of original type system_admin, by name",
  }),
  status: Type.String({ description: ORGANISATION_STATUSES.join(" | ") }),
  createdAt: Type.String({ description: "ISO 8601" }),
  nActiveEmployees: Type.Integer({ description: "non-archived employees" }),
  displayActiveEmployees: Type.String({
    description:
      'enterprise new-offer organisations: "active / max users" (shop-quota service); otherwise the count alone',
  }),
  quotaError: Type.Optional(
    Type.String({
      description:
        "present when the shop-quota service failed: displayActiveEmployees is then the count alone",
    }),
  ),
  nShops: Type.Integer(),
  siren: Nullable(Type.String()),
  clusters: Type.Boolean({
    description: "networks; once true it cannot be turned off",
  }),
  clusterNodeId: Nullable(
    Type.Integer({
      description: "the root of the organisation's establishment tree",
    }),
  ),
  hrisIntegration: Type.Boolean(),
  licenses: Type.Array(RecordLicence, { description: "by position" }),
  analyticsModule: Type.Boolean(),
  exporters: Type.Array(Type.String()),
  globalIntegrations: Type.Array(Type.String()),
  isNewOffer: Type.Boolean(),
  isEnterprise: Type.Boolean(),
  maxUsers: Nullable(Type.Integer()),
  createdFromSvcBillingAutomation: Type.Boolean(),
  migratedToNewProcess: Type.Boolean(),
  excludedFromCashRecovery: Type.Boolean(),
});
export type OrganisationRecord = Static<typeof OrganisationRecord>;

/** GET / PATCH /super_admin/api/organisations/{id}. */
export const OrganisationRecordAnswer = Type.Object({
  organisation: OrganisationRecord,
  can_exclude_from_cash_recovery: Type.Boolean({
    description: "the permission, and not excluded yet",
  }),
  can_migrate_to_new_process: Type.Boolean({
    description: "the permission, and not migrated yet",
  }),
  can_activate_esignature: Type.Boolean({
    description: "the permission, and not on the new offer",
  }),
});
export type OrganisationRecordAnswer = Static<typeof OrganisationRecordAnswer>;

/** PATCH /super_admin/api/organisations/{id} (spec 2 §7); every field optional. */
export const OrganisationUpdate = Type.Object(
  {
    organisation: Type.Object(
      {
        owner_id: Type.Optional(
          Type.Integer({
            minimum: 1,
            description:
              "the referent: one of availableReferents (else 422 referent_not_available)",
          }),
        ),
        status: Type.Optional(Type.Enum([...ORGANISATION_STATUSES])),
        clusters: Type.Optional(
          Type.Boolean({
            description:
              "networks: true -> false is refused (422 clusters_locked)",
          }),
        ),
        pack_offer_name: Type.Optional(Type.Enum([...ORGANISATION_PLANS])),
        modules: Type.Optional(
          Type.Object(
            {
              analytics_module: Type.Optional(
                Type.Boolean({
                  description:
                    "analytics on (its three applications created) or off (its applications deleted); 409 when the rules do not offer it",
                }),
              ),
              fortify_silae: Type.Optional(
                Type.Boolean({
                  description:
                    "SIRH: the fortify_silae feature of every shop set to this value (hrisIntegration follows); 409 when the rules do not offer it",
                }),
              ),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type OrganisationUpdate = Static<typeof OrganisationUpdate>;

/** 202 of DELETE for an organisation created by the billing automation service. */
export const DeleteRequestAnswer = Type.Object({
  delete_request: Type.Object({
    id: Type.Integer(),
    status: Type.String({ description: "pending | sent | failed" }),
  }),
});
export type DeleteRequestAnswer = Static<typeof DeleteRequestAnswer>;

export const MigrateToNewProcessBody = Type.Object(
  { organisation_id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type MigrateToNewProcessBody = Static<typeof MigrateToNewProcessBody>;

/** Answer of the migrate and exclude actions: the flag that now hides the button. */
export const BillingProcessAnswer = Type.Object({
  organisation_id: Type.Integer(),
  migrated_at: Type.Optional(Type.String()),
  excluded_at: Type.Optional(Type.String()),
});
export type BillingProcessAnswer = Static<typeof BillingProcessAnswer>;
