import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { ShopRow } from '../../../src/contracts/shops.js';
import { LIST_PAGE_SIZE, ORGANISATION_STATUSES, type ShopsSortField } from '../../../src/contracts/lists.js';
import { CSV_RESPONSE, listCsvExport, sendCsv } from '../../lists/csvExport.js';
import { exportQuerystring, listQuerystring, pageIds, TotalIsEstimate, type ListSpec } from '../../lists/listQuery.js';
import { listAnswerJson, pageRowsJson, sendJsonText, type PageField } from '../../lists/pageJson.js';
import type { RouteContext } from '../../http/routeContext.js';

/**
 * Spec 1 §2.7: sortable on id, name, organisation id, organisation name, referent name (also under
 * its row key referent_organisation_user_name) and referent e-mail; the organisation and referent
 * keys are copies kept on the shop (server/routes/shops/store.ts), so every sort walks one index; the
 * rows read the display copies kept next to them (server/lists/displayCopies.ts), no join.
 * Issue 15: filtered by the organisation's status and a text (shop name, organisation name, referent).
 */
export const SHOPS_LIST: ListSpec = {
  table: 'shops',
  sortable: {
    id: 'id',
    name: 'name_sort',
    organisation_id: 'organisation_id',
    organisation_name: 'organisation_name_sort',
    referent_name: 'referent_name_sort',
    referent_organisation_user_name: 'referent_name_sort',
    referent_email: 'referent_email_sort',
  } satisfies Record<ShopsSortField, string> & Record<string, string>,
  defaultSort: 'id',
  defaultDirection: 'desc',
  pageSize: LIST_PAGE_SIZE,
  // issue 16: the shops of a deleted organisation leave the list and its export
  hiddenWhenSet: 'organisation_deleted_at',
  filters: {
    values: {
      organisation_status: { column: 'organisation_status', values: ORGANISATION_STATUSES, description: "the organisation's status", marker: '\uE000' },
    },
    text: "the shop's name, its organisation's name and its referent's name and e-mail",
  },
};

/** The row fields of the list: copies kept on the shop (server/lists/displayCopies.ts), in ShopRow's order. */
const SHOP_FIELDS: Record<keyof typeof ShopRow.properties, PageField> = {
  id: 'id',
  name: 'name',
  organisation_id: 'organisation_id',
  organisation_name: 'organisation_name',
  // null when the referent no longer exists, as the join this replaces answered
  referent_organisation_user_id: sql`case when t.referent_name is null then null else t.referent_user_id end`,
  referent_organisation_user_name: 'referent_name',
  referent_phone: 'referent_phone',
  referent_email: 'referent_email',
  referent_bizdev: 'bizdev',
  organisation_status: 'organisation_status',
};

/** GET /super_admin/api/shops: every shop, sorted by the server, 100 a page. */
export const shopListRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/shops',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: 'Shops, sorted and filtered by the server, 100 a page',
        description:
          'Default sort: id descending. Text columns sort as ICU does for French (case and accents ignored, punctuation first), ties by id; ' +
          'shops without a referent come first in ascending referent order. Filters (organisation_status, q) combine; total counts the ' +
          'filtered rows. An unknown sort, direction or filter value, a page that is not an integer >= 1 or a q over 100 characters ' +
          'answers 400 validation_failed.',
        querystring: listQuerystring(SHOPS_LIST),
        response: { 200: Type.Object({ shops: Type.Array(ShopRow), total: Type.Integer(), total_is_estimate: TotalIsEstimate }) },
      },
    },
    async (request, reply) => {
      const { ids, total, totalIsEstimate } = await pageIds(db, SHOPS_LIST, request.query);
      const rows = await pageRowsJson(db, dialect, 'shops', ids, SHOP_FIELDS);
      return sendJsonText(reply, listAnswerJson('shops', rows, total, totalIsEstimate));
    },
  );

  app.get(
    '/super_admin/api/shops/export.csv',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: 'The shops list as CSV, with the same filters and sort',
        description: 'Same query parameters as GET /super_admin/api/shops, without page: every filtered row, in the list order.',
        querystring: exportQuerystring(SHOPS_LIST),
        response: { 200: CSV_RESPONSE },
      },
    },
    async (request, reply) => sendCsv(reply, 'shops.csv', await listCsvExport(db, dialect, SHOPS_LIST, SHOP_FIELDS, request.query)),
  );
};
