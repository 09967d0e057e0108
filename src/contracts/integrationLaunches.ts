import { Type, type Static } from 'typebox';

/**
 * Issue 31, the launches side of the integration jobs tab (spec 3 §3.3, §7): main contacts per HRIS key, the
 * organisation's administrators, automatic jobs and their manual launch, the missions upload and the annualisation
 * configs and balances. Written once: the server validates and serialises with these schemas, the console imports
 * their types only (`import type`).
 */

/** An HRIS integration key (the keys of GET …/hris_integration_keys). */
export const IntegrationKey = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,50}$', description: 'an HRIS integration key' });

/** An administrator as §7 answers it: data entries with id and attributes firstName, lastName. */
export const Administrator = Type.Object({
  id: Type.Integer(),
  attributes: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
});
export type Administrator = Static<typeof Administrator>;

/** GET /super_admin/api/users/administrators?organisation_id= */
export const AdministratorsQuery = Type.Object({ organisation_id: Type.Integer({ minimum: 1 }) });
export const AdministratorsAnswer = Type.Object({ data: Type.Array(Administrator) });
export type AdministratorsAnswer = Static<typeof AdministratorsAnswer>;

/** One main contact of a key: §3.3 "a list of entries with data.id" (the attributes for display, beyond the spec). */
export const ContactEntry = Type.Object({ data: Administrator });
export type ContactEntry = Static<typeof ContactEntry>;

/** GET /super_admin/api/organisations/{id}/contacts */
export const ContactsAnswer = Type.Object({
  contacts: Type.Object({
    hris_integrations: Type.Record(Type.String(), Type.Array(ContactEntry), { description: 'integration key -> its main contacts, in order' }),
  }),
});
export type ContactsAnswer = Static<typeof ContactsAnswer>;

export const MAX_CONTACT_KEYS = 20;
export const MAX_CONTACTS_PER_KEY = 50;

/**
 * PATCH /super_admin/api/organisations/{id}/contacts: each key given is set to these administrator ids (an empty list
 * clears it); null entries are omitted (a null id in a list is dropped, a key given as null is left as it is); keys
 * not given are left as they are.
 */
export const ContactsPatchBody = Type.Object(
  {
    contacts: Type.Object(
      {
        // one JSON type list rather than unions: the validator coerces types branch by branch (null to [null], 0 to null)
        hris_integrations: Type.Record(
          Type.String(),
          Type.Unsafe<(number | null)[] | null>({
            type: ['array', 'null'],
            maxItems: MAX_CONTACTS_PER_KEY,
            items: { type: ['integer', 'null'], minimum: 1 },
          }),
          { maxProperties: MAX_CONTACT_KEYS, propertyNames: { pattern: '^[A-Za-z0-9_.-]{1,50}$' } },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ContactsPatchBody = Static<typeof ContactsPatchBody>;

/** An automatic job of an organisation (§3.3: name, display_name; example_args beyond the spec: the dialog's prefill). */
export const AutomaticJob = Type.Object({
  name: Type.String(),
  display_name: Type.String(),
  example_args: Type.Record(Type.String(), Type.Unknown(), { description: "an example of the job's args, valid against its schema" }),
});
export type AutomaticJob = Static<typeof AutomaticJob>;

/** GET /super_admin/api/integrations/automatic_jobs (organisation_id beyond the spec: only that organisation's) */
export const AutomaticJobsQuery = Type.Object({ organisation_id: Type.Optional(Type.Integer({ minimum: 1 })) });
export const AutomaticJobsAnswer = Type.Object({
  data: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Array(AutomaticJob), { description: 'organisation id -> its automatic jobs' }),
});
export type AutomaticJobsAnswer = Static<typeof AutomaticJobsAnswer>;

/** POST /super_admin/api/integrations/automatic_jobs/manual_launch */
export const ManualLaunchBody = Type.Object(
  {
    organisation_id: Type.Integer({ minimum: 1 }),
    job_name: Type.String({ minLength: 1, maxLength: 100 }),
    args: Type.Record(Type.String(), Type.Unknown(), { description: "the job's args, checked against its JSON Schema" }),
  },
  { additionalProperties: false },
);
export type ManualLaunchBody = Static<typeof ManualLaunchBody>;

/** The missions upload's answer: what the shops service did with the file's lines. */
export const MissionsAnswer = Type.Object({
  read: Type.Integer({ minimum: 0 }),
  applied: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  refused: Type.Integer({ minimum: 0 }),
  errors: Type.Array(Type.Object({ line: Type.Integer(), column: Type.Union([Type.String(), Type.Null()]), reason: Type.String() }), { maxItems: 100 }),
});
export type MissionsAnswer = Static<typeof MissionsAnswer>;

export const MissionsQuery = Type.Object({
  shopIds: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,4999}$', description: "comma-joined ids of the organisation's shops (absent: all of them)" })),
});

/** GET /super_admin/api/organisations/{id}/annualization_configs?user_ids=a,b */
export const AnnualizationConfigsQuery = Type.Object({
  user_ids: Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,4999}$', description: 'comma-joined user ids' }),
});
export const AnnualizationConfigPerUser = Type.Object({
  user_id: Type.Integer(),
  config: Type.Object({
    data: Type.Object({ attributes: Type.Object({ currentPeriodStartDate: Type.String({ description: 'YYYY-MM-DD' }), shopId: Type.Integer() }) }),
  }),
});
export type AnnualizationConfigPerUser = Static<typeof AnnualizationConfigPerUser>;
export const AnnualizationConfigsAnswer = Type.Object({ config_per_user: Type.Array(AnnualizationConfigPerUser) });
export type AnnualizationConfigsAnswer = Static<typeof AnnualizationConfigsAnswer>;

export const MAX_ANNUALIZATION_LINES = 5000;

/** POST /super_admin/api/organisations/{id}/annualization_balances: the parsed CSV (beyond the spec: our server calls the employees service). */
export const AnnualizationBalancesBody = Type.Object(
  {
    balances: Type.Array(Type.Object({ user_id: Type.Integer({ minimum: 1 }), balance: Type.Number({ minimum: -100000, maximum: 100000 }) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_ANNUALIZATION_LINES,
    }),
  },
  { additionalProperties: false },
);
export type AnnualizationBalancesBody = Static<typeof AnnualizationBalancesBody>;
export const AnnualizationBalancesAnswer = Type.Object({
  updated: Type.Integer({ description: 'users whose theoretical balance was set' }),
  shops: Type.Integer({ description: 'bulk updates sent (one per shop)' }),
  without_config: Type.Array(Type.Integer(), { description: 'user ids left out: no annualisation config in this organisation' }),
});
export type AnnualizationBalancesAnswer = Static<typeof AnnualizationBalancesAnswer>;
