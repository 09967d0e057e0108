import { Type, type Static, type TSchema } from 'typebox';

/**
 * The user calls of spec 2 §7 "Users and PINs" (list, record, action history, delete e-mail, delete),
 * written once: the server validates and serialises with these schemas, the console imports their
 * types only (`import type`), and the few plain values below.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Spec 2 §7: the list scopes. */
export const USER_LIST_TYPES = ['all', 'shop', 'organisation', 'user'] as const;
export type UserListType = (typeof USER_LIST_TYPES)[number];
export const USER_LIST_STATUSES = ['active', 'archived'] as const;
export type UserListStatus = (typeof USER_LIST_STATUSES)[number];
/** Spec 2 §9: users sorted by id ascending by default; name and e-mail also sort (indexed keys). */
export const USERS_SORTABLE = ['id', 'name', 'email'] as const;
export type UsersSortField = (typeof USERS_SORTABLE)[number];
/** skip_pagination answers every row of the scope, up to this many (more: 400 too_many_rows). */
export const USERS_SKIP_PAGINATION_MAX = 5000;

/**
 * A user's status tag (spec 2 §3 "status {text, className}"): archived (archived_at set, danger),
 * invited (not archived, invitation not accepted yet, warning), active (success).
 */
export const USER_STATUS_TAGS = { active: 'success', invited: 'warning', archived: 'danger' } as const;
export type UserStatusText = keyof typeof USER_STATUS_TAGS;
export const UserStatus = Type.Object({
  text: Type.Enum(Object.keys(USER_STATUS_TAGS) as UserStatusText[], { description: 'active | invited (invitation not accepted) | archived' }),
  className: Type.Enum(Object.values(USER_STATUS_TAGS), { description: 'the tag colour: success | warning | danger' }),
});
export type UserStatus = Static<typeof UserStatus>;

const Link = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String({ description: 'the console path, e.g. /organisations/12' }) });
export type UserLink = Static<typeof Link>;

/** A row of GET /super_admin/api/users (spec 2 §3 "User row"). */
export const UserRow = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'first and last name' }),
  first_name: Type.String(),
  email: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  /** the organisation; `shop` the main shop */
  organisation: Nullable(Link),
  shop: Nullable(Link),
  shops: Type.Array(Link, { description: 'the other shops' }),
  user_license_name: Nullable(Type.String({ description: "the licence of the user's main membership" })),
  status: UserStatus,
  archived_at: Nullable(Type.String({ format: 'date-time' })),
});
export type UserRow = Static<typeof UserRow>;
export const USER_ROW_FIELDS = Object.keys(UserRow.properties) as (keyof UserRow)[];

/** A row reduced to the keys asked for with `fields` (id always). */
export const PartialUserRow = Type.Partial(UserRow);

const PositiveId = (description: string) => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

export const UsersQuery = Type.Object({
  sort: Type.Optional(Type.Enum([...USERS_SORTABLE], { description: 'id (default) | name | email' })),
  direction: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: 'default asc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page of 100 rows' })),
  type: Type.Optional(Type.Enum([...USER_LIST_TYPES], { description: 'all (default) | organisation (needs organisation_id) | shop (needs shop_id) | user (needs user_id)' })),
  status: Type.Optional(Type.Enum([...USER_LIST_STATUSES], { description: 'active: not archived (invited ones included); archived; absent: both' })),
  organisation_id: Type.Optional(PositiveId('with type=organisation: its users (those whose organisation it is)')),
  shop_id: Type.Optional(PositiveId('with type=shop: every user with a membership (main or not) in the shop')),
  user_id: Type.Optional(PositiveId('with type=user: that user alone')),
  skip_pagination: Type.Optional(Type.Boolean({ description: `true: every row of the scope in one answer, at most ${USERS_SKIP_PAGINATION_MAX} (400 too_many_rows beyond)` })),
  fields: Type.Optional(
    Type.String({ maxLength: 300, description: `comma-separated row keys to answer (id always): ${USER_ROW_FIELDS.join(', ')}; an unknown key is a 400` }),
  ),
});
export type UsersQuery = Static<typeof UsersQuery>;

export const UserParams = Type.Object({ id: PositiveId('user id') });

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

/** GET /super_admin/api/users/{id} (spec 2 §3 "User (detail)"). */
export const UserDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  organisation: Nullable(Named),
  shop: Nullable(Named),
  shops: Type.Array(Named, { description: 'the other shops' }),
  contractHours: Nullable(Type.Number()),
  badgingPin: Nullable(Type.String()),
  invitationAcceptedAt: Nullable(Type.String({ format: 'date-time' })),
  status: UserStatus,
  archivedAt: Nullable(Type.String({ format: 'date-time' })),
  blacklisted: Type.Object(
    { email: Type.Boolean(), phone: Type.Boolean() },
    { description: 'whether the e-mail / phone is on the blacklist service (false when there is none to check)' },
  ),
});
export type UserDetail = Static<typeof UserDetail>;

export const UserAnswer = Type.Object({
  user: UserDetail,
  can_delete_employee: Type.Boolean({ description: 'the signed-in admin holds can_delete_employee (spec 2 §6)' }),
  canUnblacklist: Type.Boolean({ description: 'the signed-in admin holds can_unblacklist (spec 2 §6)' }),
});
export type UserAnswer = Static<typeof UserAnswer>;

/** Spec 2 §2.3: the action history, 100 a page, default action_date descending (newest first). */
export const ACTION_HISTORY_SORTABLE = ['action_date', 'id'] as const;
export const ACTION_HISTORY_CATEGORIES = ['account', 'invitation', 'profile', 'pin', 'blacklist', 'access', 'other'] as const;
export type ActionHistoryCategory = (typeof ACTION_HISTORY_CATEGORIES)[number];

export const ActionHistoryQuery = Type.Object({
  sort: Type.Optional(Type.Enum([...ACTION_HISTORY_SORTABLE], { description: 'action_date (default) | id' })),
  direction: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'], { description: 'default desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});

export const ActionHistoryItem = Type.Object({
  id: Type.Integer(),
  action_date: Type.String({ format: 'date-time' }),
  action_type_category: Type.Enum([...ACTION_HISTORY_CATEGORIES]),
  /** the audit action, e.g. user.invite: the console words it (users.history.actions.<action>) */
  action: Type.String(),
  description: Type.String({ description: 'a readable English sentence (who did what), for clients that do not word the action' }),
  actor: Type.Union([Type.String(), Type.Null()], { description: "the e-mail of who did it (null for the system)" }),
  value: Type.Union([Type.String(), Type.Null()], { description: 'what the action names, e.g. the deleted or invited e-mail address' }),
});
export type ActionHistoryItem = Static<typeof ActionHistoryItem>;

export const ActionHistory = Type.Object({ action_history_items: Type.Array(ActionHistoryItem), total: Type.Integer() });
export type ActionHistory = Static<typeof ActionHistory>;

/** POST /super_admin/api/organisations/{id}/invitations: how many invitations were queued. */
export const OrganisationInvitationsAnswer = Type.Object({ queued: Type.Integer() });
