import type { Kysely } from 'kysely';
import { CLOCK_EXTRACT_MAX_USERS, addDays, isIsoDate, rangeProblem } from '../../../src/domain/clockExtract/extractRange.js';
import { shopDayStart } from '../../../src/domain/time/zones.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** What both extract calls take: users of a shop and a range of the shop's days. */
export interface ExtractRangeInput {
  user_ids?: string[];
  'user_ids[]'?: string[];
  start_date: string;
  end_date: string;
}

/** A checked request: the shop's time zone and the range as UTC instants [from, to). */
export interface ExtractRequest {
  shopId: number;
  timeZone: string;
  userIds: number[];
  from: string;
  to: string;
}

const MAX_ID = 2_147_483_647;

/** user_ids repeated, comma-separated or Rails-style, deduplicated; 400 for anything that is not a list of ids. */
function parseUserIds(input: ExtractRangeInput): number[] {
  const parts = [...(input.user_ids ?? []), ...(input['user_ids[]'] ?? [])].flatMap((value) => value.split(',')).map((part) => part.trim());
  const bad = parts.filter((part) => !/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > MAX_ID);
  if (bad.length > 0) {
    throw new AppError(400, 'validation_failed', 'user_ids must be user ids.', [{ path: 'user_ids', message: `not an id: ${bad.slice(0, 5).join(', ')}` }]);
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.length === 0) throw new AppError(400, 'validation_failed', 'Choose at least one user.', [{ path: 'user_ids', message: 'at least one user id is required' }]);
  return ids;
}

/**
 * Checks an extract call (spec 2 §5, §9) in this order: user ids and days well formed (400), at most 50 users and
 * a range from start to end under one year (422), the shop exists (404), every user has a membership in it (422
 * users_not_in_shop: the console only offers the shop's users, so another id is a mistake worth saying).
 */
export async function checkExtractRequest(db: Kysely<Database>, shopId: number, input: ExtractRangeInput): Promise<ExtractRequest> {
  const userIds = parseUserIds(input);
  for (const key of ['start_date', 'end_date'] as const) {
    if (!isIsoDate(input[key])) throw new AppError(400, 'validation_failed', `${key} is not a calendar day.`, [{ path: key, message: 'expected a real day as YYYY-MM-DD' }]);
  }
  if (userIds.length > CLOCK_EXTRACT_MAX_USERS) {
    throw new AppError(422, 'too_many_users', `At most ${CLOCK_EXTRACT_MAX_USERS} users per extract (${userIds.length} asked).`);
  }
  const problem = rangeProblem(input.start_date, input.end_date);
  if (problem === 'end_before_start') throw new AppError(422, 'invalid_range', 'end_date is before start_date.');
  if (problem === 'range_too_long') throw new AppError(422, 'range_too_long', 'The range must be shorter than one year.');

  const shop = await db.selectFrom('shops').select(['id', 'timezone']).where('id', '=', shopId).where('organisation_deleted_at', 'is', null).executeTakeFirst();
  if (!shop) throw new AppError(404, 'not_found', `No shop ${shopId}.`);
  const members = await db.selectFrom('memberships').select('user_id').distinct().where('shop_id', '=', shopId).where('user_id', 'in', userIds).execute();
  const memberIds = new Set(members.map((row) => row.user_id));
  const strangers = userIds.filter((id) => !memberIds.has(id));
  if (strangers.length > 0) {
    throw new AppError(422, 'users_not_in_shop', `Some users do not belong to shop ${shopId}.`, [{ path: 'user_ids', message: `not in the shop: ${strangers.slice(0, 20).join(', ')}` }]);
  }
  return {
    shopId,
    timeZone: shop.timezone,
    userIds,
    from: shopDayStart(input.start_date, shop.timezone),
    to: shopDayStart(addDays(input.end_date, 1), shop.timezone),
  };
}
