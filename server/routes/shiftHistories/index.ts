import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import { SHIFTS_HISTORIES_SORTABLE, ShiftHistoryLine } from '../../../src/contracts/shopSettings.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { listQuerystring, pageIds, type ListSpec } from '../../lists/listQuery.js';
import { listAnswerJson, pageRowsJson, sendJsonText, type PageField } from '../../lists/pageJson.js';
import { liveShop } from '../shops/settingsStore.js';

/** Spec 2 §2.2 history tab, §9: a shop's shift history, newest first, 100 a page; each sort walks (shop_id, key, id). */
export const SHIFTS_HISTORIES_LIST: ListSpec = {
  table: 'shifts_histories',
  sortable: { date: 'created_at', id: 'id', shifts_count: 'shifts_count' } satisfies Record<(typeof SHIFTS_HISTORIES_SORTABLE)[number], string>,
  defaultSort: 'date',
  defaultDirection: 'desc',
  pageSize: LIST_PAGE_SIZE,
};

const LINE_FIELDS: Record<keyof typeof ShiftHistoryLine.properties, PageField> = {
  id: 'id',
  user_name: 'user_name',
  user_id: 'user_id',
  shifts_count: 'shifts_count',
  date: sql`substr(t.created_at, 1, 10)`,
  hour: sql`substr(t.created_at, 12, 5)`,
  weeks_numbers: 'weeks_numbers',
};

const Querystring = Type.Object({
  ...listQuerystring(SHIFTS_HISTORIES_LIST).properties,
  type: Type.Literal('shop', { description: 'the history of one shop (the only type)' }),
  shop_id: Type.Integer({ minimum: 1 }),
});

export const shiftHistoriesRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/shifts_histories',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: "A shop's shift history, 100 a page",
        description:
          'type=shop and shop_id required (another type: 400). Sort date (default, descending), id or shifts_count. ' +
          'date is the ISO day (YYYY-MM-DD) and hour HH:MM of the change, both UTC. 404 not_found: unknown or deleted shop.',
        querystring: Querystring,
        response: {
          200: Type.Object({ shifts_histories: Type.Array(ShiftHistoryLine), total: Type.Integer() }),
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request, reply) => {
      const { shop_id: shopId, type: _type, ...params } = request.query;
      await liveShop(db, shopId);
      const { ids, total } = await pageIds(db, SHIFTS_HISTORIES_LIST, params, { shop_id: shopId });
      const rows = await pageRowsJson(db, dialect, 'shifts_histories', ids, LINE_FIELDS);
      return sendJsonText(reply, listAnswerJson('shifts_histories', rows, total, false));
    },
  );
};
