import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClockInOutsAnswer, ClockInOutsParams, ClockInOutsQuery, ShiftsAnswer, ShiftsQuery } from '../../../src/contracts/clockExtract.js';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import { createPunchClock, PunchClockError } from '../../adapters/punchClock/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { checkExtractRequest } from './extractRequest.js';
import { countShifts, listShifts } from './store.js';

const RANGE_RULES =
  'start_date and end_date are days YYYY-MM-DD, both included, in the shop\'s time zone (shops.timezone): what starts on or after the ' +
  "shop's local midnight of start_date and before the local midnight ending end_date. Instants are answered in UTC (ISO-8601).";

const errors = {
  400: { ...ErrorBody, description: 'validation_failed: user_ids missing or not ids, a day that is not YYYY-MM-DD or not a real day' },
  404: { ...ErrorBody, description: 'not_found: no such shop' },
  422: { ...ErrorBody, description: 'too_many_users (more than 50), invalid_range (end before start), range_too_long (one year or more), users_not_in_shop' },
};

/**
 * The clock-in/out extract's two calls (spec 2 §2.2, §7), both for holders of can_extract_clock_in_out:
 * the main application's shifts (served by us under /v3, super-admin only like the rest) and the punch service's
 * clock-ins/outs (server/adapters/punchClock/: PUNCH_CLOCK_URL, else the badgings table). Reads only: no audit row.
 */
export const shiftRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const punchClock = createPunchClock(db, config.punchClock);

  app.get(
    '/v3/api/v1/shifts',
    {
      config: { auth: 'super_admin', permission: 'can_extract_clock_in_out' },
      schema: {
        tags: ['clock extract'],
        summary: 'Shifts and absences of up to 50 users of a shop within a range of days',
        description: `${RANGE_RULES} Without skip_pagination=true: pages of ${LIST_PAGE_SIZE} with page and total.`,
        querystring: ShiftsQuery,
        response: { 200: ShiftsAnswer, ...errors },
      },
    },
    async (request) => {
      const { shop_id, skip_pagination, page, ...range } = request.query;
      const extract = await checkExtractRequest(db, shop_id, range);
      if (skip_pagination === true) return { shifts: await listShifts(db, extract, null) };
      const current = page ?? 1;
      const [shifts, total] = await Promise.all([listShifts(db, extract, { page: current, size: LIST_PAGE_SIZE }), countShifts(db, extract)]);
      return { shifts, page: current, total };
    },
  );

  app.get(
    '/super_admin/api/punch_clock/shops/:id/clock_in_outs',
    {
      config: { auth: 'super_admin', permission: 'can_extract_clock_in_out' },
      schema: {
        tags: ['clock extract'],
        summary: "The punch service's clock-ins/outs of up to 50 users of a shop within a range of days, with the shop's time zone",
        description: `${RANGE_RULES} A clock-in belongs to the range by its clock_in; clock_out null is a forgotten clock-out. 502 punch_clock_unavailable: the punch service failed.`,
        params: ClockInOutsParams,
        querystring: ClockInOutsQuery,
        response: { 200: ClockInOutsAnswer, ...errors, 502: { ...ErrorBody, description: 'punch_clock_unavailable' } },
      },
    },
    async (request) => {
      const extract = await checkExtractRequest(db, request.params.id, request.query);
      try {
        const clockInOuts = await punchClock.clockInOuts(extract);
        return { timezone: extract.timeZone, clock_in_outs: clockInOuts };
      } catch (error) {
        if (!(error instanceof PunchClockError)) throw error;
        request.log.warn({ err: error, shopId: extract.shopId }, 'punch service failed');
        throw new AppError(502, 'punch_clock_unavailable', 'The punch service cannot be reached; try again later.');
      }
    },
  );
};
