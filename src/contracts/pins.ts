import { Type, type Static } from 'typebox';

/**
 * Punch-clock PINs (spec 2 §3 "PIN send payload", §7 "Users and PINs", §9 "PIN send defaults") and the
 * blacklist (§7 "Other", §2.3), written once: the server validates and serialises with these schemas,
 * the console imports their types only (`import type`).
 */

/** The error keys the PIN and blacklist calls answer with (each has a text in the catalogues, errors.<key>). */
export const PIN_ERROR_KEYS = [
  'validation_failed',
  'no_channel',
  'no_recipient',
  'not_found',
  'user_archived',
  'user_not_in_shop',
  'user_not_in_organisation',
  'shop_not_in_organisation',
  'not_blacklisted',
  'blacklist_unavailable',
  'missing_permission',
  'super_admin_target',
] as const;

export const PIN_TARGET_TYPES = ['user', 'shop', 'organisation'] as const;
export type PinTargetType = (typeof PIN_TARGET_TYPES)[number];

const Id = Type.Integer({ minimum: 1 });

/** Whom a PIN call is about; the id matching `type` is required (400 validation_failed otherwise). */
const PinTarget = {
  type: Type.Enum([...PIN_TARGET_TYPES], { description: 'user: one user; shop / organisation: their non-archived users' }),
  user_id: Type.Optional(Id),
  shop_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'with type user: the user must be in this shop (422 user_not_in_shop); with organisation_id, any type: a shop of it (422 shop_not_in_organisation)' }),
  ),
  organisation_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'with type user: the user must be in this organisation (422 user_not_in_organisation); with shop_id, any type: its organisation (422 shop_not_in_organisation)' }),
  ),
};

/** POST /super_admin/api/pins: send the PINs (SMS on and e-mail off by default, spec 2 §9). */
export const PinSendRequest = Type.Object(
  {
    ...PinTarget,
    send_sms: Type.Boolean({ default: true }),
    send_mail: Type.Boolean({ default: false }),
  },
  { additionalProperties: false, description: 'at least one of send_sms and send_mail (400 no_channel otherwise)' },
);
export type PinSendRequest = Static<typeof PinSendRequest>;

/** PATCH /super_admin/api/pins: new PINs for the targets. */
export const PinRefreshRequest = Type.Object(PinTarget, { additionalProperties: false });
export type PinRefreshRequest = Static<typeof PinRefreshRequest>;

/** What a send did (the answer for one user, the job's result for a group). */
export const PinSendResult = Type.Object({
  sent: Type.Integer({ description: 'users with at least one message queued to a recipient that is not blacklisted' }),
  messages: Type.Integer({ description: 'SMS and e-mails queued in the outbox (blocked ones included)' }),
  skipped_no_phone: Type.Integer({ description: 'users without a phone number while send_sms was asked' }),
  skipped_no_email: Type.Integer({ description: 'users without an e-mail address while send_mail was asked' }),
  blocked: Type.Integer({ description: 'messages to a blacklisted number or address: queued, they end SMS_BLOCKED / EMAIL_BLOCKED' }),
});
export type PinSendResult = Static<typeof PinSendResult>;

export const PinRefreshResult = Type.Object({
  users: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Object({ pin: Type.String({ description: '4 digits (6 in a saturated shop)' }) }), {
    description: 'the new PIN of each target, keyed by user id',
  }),
});
export type PinRefreshResult = Static<typeof PinRefreshResult>;

export const BLACKLIST_KINDS = ['email', 'phone'] as const;
export type BlacklistKind = (typeof BLACKLIST_KINDS)[number];

const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' });
const Phone = Type.String({ minLength: 3, maxLength: 32, pattern: '^\\+?[0-9 ().-]+$' });

/** GET /super_admin/api/blacklist?email=… or ?phone=… (exactly one). */
export const BlacklistQuery = Type.Object(
  { email: Type.Optional(Email), phone: Type.Optional(Phone) },
  { additionalProperties: false, description: 'exactly one of email and phone (400 validation_failed otherwise)' },
);
export type BlacklistQuery = Static<typeof BlacklistQuery>;

/** DELETE /super_admin/api/blacklist: {email} or {phone}; user_id files the audit row under that user's history. */
export const BlacklistDeleteRequest = Type.Object(
  { email: Type.Optional(Email), phone: Type.Optional(Phone), user_id: Type.Optional(Id) },
  { additionalProperties: false, description: 'exactly one of email and phone (400 validation_failed otherwise)' },
);
export type BlacklistDeleteRequest = Static<typeof BlacklistDeleteRequest>;

export const BlacklistEntry = Type.Object({
  kind: Type.Enum([...BLACKLIST_KINDS]),
  value: Type.String({ description: 'normalised: lower-case e-mail, phone digits with a leading + kept' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type BlacklistEntry = Static<typeof BlacklistEntry>;

export const BlacklistStatus = Type.Object({ blacklisted: Type.Boolean(), entry: Type.Optional(BlacklistEntry) });
export type BlacklistStatus = Static<typeof BlacklistStatus>;

export const BlacklistDeleted = Type.Object({ deleted: Type.Literal(true) });
export type BlacklistDeleted = Static<typeof BlacklistDeleted>;
