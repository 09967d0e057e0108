import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrganisationRow } from '../../../src/contracts/organisations.js';
import { LIST_PAGE_SIZE, ORGANISATION_PLANS, ORGANISATION_STATUSES, type OrganisationsSortField } from '../../../src/contracts/lists.js';
import { CSV_RESPONSE, listCsvExport, sendCsv } from '../../lists/csvExport.js';
import { exportQuerystring, listQuerystring, pageIds, TotalIsEstimate, type ListSpec } from '../../lists/listQuery.js';
import { listAnswerJson, pageRowsJson, sendJsonText } from '../../lists/pageJson.js';
import type { RouteContext } from '../../http/routeContext.js';

/**
 * Spec 1 §2.4: sortable on id, name, status, shops_count, employees_count (= users_count, accepted
 * under both names). Issue 15: filtered by status, plan and a text (name, SIREN, owner's name and e-mail).
 */
export const ORGANISATIONS_LIST: ListSpec = {
  table: 'organisations',
  sortable: {
    id: 'id',
    name: 'name_sort',
    status: 'status',
    shops_count: 'shops_count',
    employees_count: 'users_count',
    users_count: 'users_count',
  } satisfies Record<OrganisationsSortField, string> & Record<string, string>,
  defaultSort: 'id',
  defaultDirection: 'asc',
  pageSize: LIST_PAGE_SIZE,
  // issue 16: a deleted organisation leaves the list and its export
  hiddenWhenSet: 'deleted_at',
  filters: {
    values: {
      status: { column: 'status', values: ORGANISATION_STATUSES, description: 'organisation status', marker: '\uE000' },
      plan: { column: 'plan', values: ORGANISATION_PLANS, description: 'pack offer', marker: '\uE001' },
    },
    text: "the name, the SIREN and the referent's (owner's) name and e-mail",
  },
};

/** The row fields of the list, each a column of the same name (OrganisationRow's order). */
const ORGANISATION_FIELDS = Object.fromEntries(Object.keys(OrganisationRow.properties).map((name) => [name, name]));

/** GET /super_admin/api/organisations (server-sorted list) and its CSV export; the record is in record.ts. */
export const organisationListRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/organisations',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: 'Organisations, sorted and filtered by the server, 100 a page',
        description:
          'Default sort: id ascending. Text columns sort as ICU does for French: case and accents ignored ("Élodie" next to "elodie"), ' +
          'punctuation before digits and letters, numbers in numeric order; ties by id. Filters (status, plan, q) combine; total counts ' +
          'the filtered rows. An unknown sort, direction or filter value, a page that is not an integer >= 1 or a q over 100 characters ' +
          'answers 400 validation_failed (details name the parameter).',
        querystring: listQuerystring(ORGANISATIONS_LIST),
        response: { 200: Type.Object({ organisations: Type.Array(OrganisationRow), total: Type.Integer(), total_is_estimate: TotalIsEstimate }) },
      },
    },
    async (request, reply) => {
      const { ids, total, totalIsEstimate } = await pageIds(db, ORGANISATIONS_LIST, request.query);
      // the owner's name, e-mail and phone are copies kept on the organisation (server/lists/displayCopies.ts)
      const rows = await pageRowsJson(db, dialect, 'organisations', ids, ORGANISATION_FIELDS);
      return sendJsonText(reply, listAnswerJson('organisations', rows, total, totalIsEstimate));
    },
  );

  app.get(
    '/super_admin/api/organisations/export.csv',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: 'The organisations list as CSV, with the same filters and sort',
        description: 'Same query parameters as GET /super_admin/api/organisations, without page: every filtered row, in the list order.',
        querystring: exportQuerystring(ORGANISATIONS_LIST),
        response: { 200: CSV_RESPONSE },
      },
    },
    async (request, reply) => sendCsv(reply, 'organisations.csv', await listCsvExport(db, dialect, ORGANISATIONS_LIST, ORGANISATION_FIELDS, request.query)),
  );
};
