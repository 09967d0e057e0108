import { Type, type Static, type TSchema } from 'typebox';
import { CLOCK_EXTRACT_MAX_USERS } from '../domain/clockExtract/extractRange.js';

/**
 * The two calls of the clock-in/out extract (spec 2 §2.2, §7), written once: the server validates and
 * serialises with these schemas, the console imports their types only.
 * - GET /v3/api/v1/shifts: the main application's planning (shifts and absences) of some users of a shop;
 * - GET /super_admin/api/punch_clock/shops/{id}/clock_in_outs: the punch service's clock-ins/outs (our design,
 *   the spec does not show its path) with the shop's time zone.
 * Both take start_date and end_date as calendar days YYYY-MM-DD, both included, in the shop's time zone: a shift
 * (a clock-in) is in the range when it starts (is punched) on or after the shop's local midnight of start_date and
 * before the local midnight that ends end_date. Instants are answered as ISO-8601 UTC strings.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = (description: string) => Type.String({ format: 'date-time', description });
const Day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const UserIds = Type.Array(Type.String({ maxLength: 2000 }), {
  maxItems: 1000,
  description: `user ids, repeated (user_ids=1&user_ids=2), comma-separated (user_ids=1,2) or Rails-style (user_ids[]=1); 1 to ${CLOCK_EXTRACT_MAX_USERS} users of the shop`,
});

/** The query both calls take (the punch call has the shop in its path). */
const RangeQuery = {
  user_ids: Type.Optional(UserIds),
  'user_ids[]': Type.Optional(UserIds),
  start_date: Day('first day, in the shop\'s time zone (included)'),
  end_date: Day(`last day (included); on or after start_date, less than one year after it`),
};

export const ShiftsQuery = Type.Object({
  ...RangeQuery,
  shop_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the shop (404 when unknown)' }),
  skip_pagination: Type.Optional(Type.Boolean({ description: 'true: every shift of the range in one answer; else pages of 100' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page of 100 shifts (without skip_pagination)' })),
});
export type ShiftsQuery = Static<typeof ShiftsQuery>;

export const ShiftItem = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  shop_id: Type.Integer(),
  starts_at: Instant('start (UTC)'),
  ends_at: Instant('end (UTC)'),
  previsional_start: Nullable(Instant('the planned start when the shift was changed, else null')),
  previsional_end: Nullable(Instant('the planned end when the shift was changed, else null')),
  absence_type: Nullable(Type.String({ description: 'null for a worked shift; else the absence code (paid_leave, sick_leave, rtt_leave ...)' })),
});
export type ShiftItem = Static<typeof ShiftItem>;

export const ShiftsAnswer = Type.Object({
  shifts: Type.Array(ShiftItem, { description: 'by user id, then start' }),
  page: Type.Optional(Type.Integer({ description: 'without skip_pagination: this page' })),
  total: Type.Optional(Type.Integer({ description: 'without skip_pagination: shifts in the whole range' })),
});
export type ShiftsAnswer = Static<typeof ShiftsAnswer>;

export const ClockInOutsParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the shop' }) });
export const ClockInOutsQuery = Type.Object(RangeQuery);
export type ClockInOutsQuery = Static<typeof ClockInOutsQuery>;

/** Where a clock-in was punched. */
export const BADGING_SOURCES = ['punch_clock', 'mobile', 'manual'] as const;

export const ClockInOut = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  shift_id: Nullable(Type.Integer({ description: 'the shift the punch clock matched, else null' })),
  clock_in: Instant('clock-in (UTC)'),
  clock_out: Nullable(Instant('clock-out (UTC); null: a forgotten clock-out')),
});
export type ClockInOut = Static<typeof ClockInOut>;

export const ClockInOutsAnswer = Type.Object({
  timezone: Type.String({ description: "the shop's time zone (IANA), in which the extract shows times" }),
  clock_in_outs: Type.Array(ClockInOut, { description: 'by user id, then clock-in' }),
});
export type ClockInOutsAnswer = Static<typeof ClockInOutsAnswer>;
