import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddAutomaticPlanningsAnswer,
  AddAutomaticPlanningsBody,
  PredefinedValues,
  ShopIdParams,
  ShopSettingsAnswer,
} from '../../../src/contracts/shopSettings.js';
import { HOURS_RANGE, MODULATION_CALCULATION_TYPES, PAID_VACATION_CALCULATION_TYPES, shortBreakAllowed } from '../../../src/domain/shopSettings.js';
import { createTimeClock, TimeClockError, type TimeClockState } from '../../adapters/timeClock/index.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { track } from '../../tracking/track.js';
import { liveShop, readShopSettings, shiftPopularActive } from '../shops/settingsStore.js';
import { updateShop } from '../shops/store.js';

/**
 * Spec 2 §2.2 settings tab and §7: the shop's settings with what the shop allows, the predefined values of the
 * form, and 'add automatic plannings'. The settings are saved through PATCH /super_admin/api/shops/{id}
 * (server/routes/shops/settingsStore.ts updateShopSettings).
 */
export const shopSettingsRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const timeClock = createTimeClock(db, config.timeClock);

  app.get(
    '/super_admin/api/shops/predefined_values',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: "The settings form's predefined values",
        description: 'hours_range: opening and closing hours (every half hour); the paid-vacation and modulation calculation types.',
        response: { 200: PredefinedValues },
      },
    },
    async () => ({
      hours_range: [...HOURS_RANGE],
      paid_vacation_calculation_types: [...PAID_VACATION_CALCULATION_TYPES],
      modulation_calculation_types: [...MODULATION_CALCULATION_TYPES],
    }),
  );

  app.get(
    '/super_admin/api/shops/:id/settings',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: "A shop's settings and what it allows",
        description:
          'Settings as saved (defaults when never saved). time_clock: {enabled} from the time-clock settings service, or ' +
          '{error: "time_clock_unavailable"} when it fails or times out (10 s; can_update_punch_clock_online is then false). ' +
          'features.shift_popular gates popular_shifts_count; short_break_allowed (allow_badging_pause) gates short_break_takes_planned_break. ' +
          '404 not_found: unknown shop or shop of a deleted organisation.',
        params: ShopIdParams,
        response: { 200: ShopSettingsAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      const { id } = request.params;
      await liveShop(db, id);
      const [settings, shiftPopular, state] = await Promise.all([
        readShopSettings(db, id),
        shiftPopularActive(db, id),
        timeClock.forShop(id).catch((error: unknown): TimeClockState | null => {
          if (!(error instanceof TimeClockError)) throw error;
          request.log.warn({ shopId: id, reason: error.message }, 'time-clock settings service failed');
          return null;
        }),
      ]);
      return {
        settings,
        time_clock: state ? { enabled: state.enabled } : { error: 'time_clock_unavailable' as const },
        features: { shift_popular: shiftPopular },
        can_update_punch_clock_online: state?.can_go_online ?? false,
        short_break_allowed: shortBreakAllowed(settings),
      };
    },
  );

  app.post(
    '/super_admin/api/shops/add_automatic_plannings',
    {
      config: { auth: 'super_admin', permission: 'can_add_automatic_planning_credits' },
      schema: {
        tags: ['shops'],
        summary: 'Add automatic-planning credits to a shop',
        description:
          'Body {shop_id, add_automatic_plannings: integer 0 to 10}. Adds them to automatic_planning_uses_left; the credits are on top ' +
          'of the allowance (not capped by max_automatic_planning_uses), so support can grant runs beyond it. Answers the new counts. ' +
          '404 not_found; 422 no_automatic_planning_allowance (the uniform error body; details[].message are the errors the console shows) when the shop\'s max_automatic_planning_uses is 0. ' +
          'Audited (shop.add_automatic_plannings) with the tracking event updated_option.',
        body: AddAutomaticPlanningsBody,
        response: {
          200: AddAutomaticPlanningsAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          422: { ...ErrorBody, description: 'no_automatic_planning_allowance (details: the errors, one line each)' },
        },
      },
    },
    async (request) => {
      const { shop_id: shopId, add_automatic_plannings: added } = request.body;
      const user = currentUserOf(request);
      return db.transaction().execute(async (trx) => {
        const shop = await liveShop(trx, shopId);
        if (shop.max_automatic_planning_uses === 0) {
          const message = `Shop ${shopId} has no automatic-planning allowance (max_automatic_planning_uses is 0).`;
          throw new AppError(422, 'no_automatic_planning_allowance', message, [{ path: '/shop_id', message }]);
        }
        const left = shop.automatic_planning_uses_left + added;
        if (added > 0) {
          await updateShop(trx, shopId, { automatic_planning_uses_left: left, updated_at: new Date().toISOString() });
          await audit(request, trx, {
            action: 'shop.add_automatic_plannings',
            entityType: 'shop',
            entityId: shopId,
            before: { automatic_planning_uses_left: shop.automatic_planning_uses_left },
            after: { automatic_planning_uses_left: left, added },
          });
          await track(trx, {
            name: 'updated_option',
            organisationId: shop.organisation_id,
            shopId,
            userId: user.id,
            properties: { option: 'automatic_planning_credits', added, automatic_planning_uses_left: left },
          });
        }
        return { shop_id: shopId, max_automatic_planning_uses: shop.max_automatic_planning_uses, automatic_planning_uses_left: left };
      });
    },
  );
};
