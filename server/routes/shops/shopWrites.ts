import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopExcludedAnswer, ShopParams, ShopRecordAnswer, ShopUpdate } from '../../../src/contracts/shopRecord.js';
import { createShopQuota } from '../../adapters/shopQuota/index.js';
import { createTimeClock } from '../../adapters/timeClock/index.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { track } from '../../tracking/track.js';
import { liveShop, shopRecordAnswer } from './recordStore.js';
import { updateShopSettings } from './settingsStore.js';
import { updateShop } from './store.js';
import { shopChanges, shopUpdateEvent } from './shopWritesChanges.js';
import { shopDeleteRoutes } from './shopWritesDelete.js';

/** PATCH and DELETE (shopWritesDelete.ts) /super_admin/api/shops/{id}, POST .../exclude_from_cash_recovery (spec 2 §2.2, §4, §6, §7 "Shop"). */
export const shopWriteRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  const { db, config } = context;
  const quota = createShopQuota(db, config.shopQuota);

  app.patch(
    '/super_admin/api/shops/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: "Edit a shop's details, convention, suspension and settings",
        description:
          'Body {shop: {name?, corporate_name?, siret?, timezone?, country?, billing_email?, address?, postal_code?, city?, pack_offer_name?, ' +
          'flexible_convention?, cancelled?, cancelled_at?, ...settings}}. flexible_convention needs can_edit_conventions, cancelled and ' +
          'cancelled_at need can_suspend_shop (403 missing_permission when present without it). cancelled true without a date suspends from now; ' +
          'a date more than 5 minutes ahead: 422 cancelled_at_in_future; cancelled false (or cancelled_at null) reactivates and clears the date. ' +
          'Suspension and reactivation record the tracking events shop_suspended / shop_reactivated with the audit row, in one transaction. ' +
          'The name keeps its copies (list sort key, global search) in step. Empty texts become null. Answers the record as GET does. ' +
          '404 not_found for an unknown or deleted shop or a shop of a deleted organisation.',
        params: ShopParams,
        body: ShopUpdate,
        response: {
          200: ShopRecordAnswer,
          403: { ...ErrorBody, description: 'missing_permission (flexible_convention, cancelled, cancelled_at)' },
          404: { ...ErrorBody, description: 'not_found' },
          422: { ...ErrorBody, description: 'cancelled_at_in_future, or a settings rule' },
          503: { ...ErrorBody, description: 'time_clock_unavailable: `online` was sent and the time-clock settings service did not answer' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUserOf(request);
      await db.transaction().execute(async (trx) => {
        const row = await liveShop(trx, id);
        const edit = shopChanges(row, request.body.shop, user.permissions, new Date());
        // `online` is checked with the time-clock settings service (TIME_CLOCK_URL when set, else on this transaction)
        const settings = Object.keys(edit.settings).length > 0 ? await updateShopSettings(trx, id, edit.settings, grantedOf(user.permissions), createTimeClock(trx, config.timeClock)) : { before: {}, after: {} };
        const changed = Object.keys(edit.changes).length > 0;
        if (!changed && Object.keys(settings.after).length === 0) return;
        if (changed) await updateShop(trx, id, { ...edit.changes, updated_at: new Date().toISOString() });
        for (const event of edit.events) await track(trx, { ...event, organisationId: row.organisation_id, shopId: id, userId: user.id });
        await audit(request, trx, {
          action: 'shop.update',
          entityType: 'shop',
          entityId: id,
          before: { ...edit.before, ...settings.before },
          after: { ...edit.after, ...settings.after },
          event: shopUpdateEvent(edit.events),
        });
      });
      return shopRecordAnswer(db, quota, id, user.permissions);
    },
  );

  await app.register(shopDeleteRoutes, context);

  app.post(
    '/super_admin/api/shops/:id/exclude_from_cash_recovery',
    {
      config: { auth: 'super_admin', permission: 'can_exclude_from_cash_recovery' },
      schema: {
        tags: ['shops'],
        summary: 'Take a shop out of cash recovery',
        description: 'Needs can_exclude_from_cash_recovery. No body. Answers {shop_id, excluded_at}. 404 not_found; 409 already_excluded.',
        params: ShopParams,
        response: {
          200: ShopExcludedAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'already_excluded' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return db.transaction().execute(async (trx) => {
        const row = await liveShop(trx, id);
        if (row.excluded_from_cash_recovery_at) throw new AppError(409, 'already_excluded', `Shop ${id} is already out of cash recovery.`);
        const at = new Date().toISOString();
        await updateShop(trx, id, { excluded_from_cash_recovery_at: at, updated_at: at });
        await audit(request, trx, {
          action: 'shop.exclude_from_cash_recovery',
          entityType: 'shop',
          entityId: id,
          before: { excluded_from_cash_recovery_at: null },
          after: { excluded_from_cash_recovery_at: at },
        });
        return { shop_id: id, excluded_at: at };
      });
    },
  );
};

/** updateShopSettings takes the granted flag names. */
const grantedOf = (permissions: Record<string, boolean>) => Object.keys(permissions).filter((flag) => permissions[flag]);
