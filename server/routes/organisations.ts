import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type, type TSchema } from 'typebox';
import { ORGANISATION_PLANS, ORGANISATION_STATUSES } from '../../src/domain/lists.js';
import type { Database } from '../db/types/index.js';
import { AppError, ErrorBody } from '../http/errors.js';
import { CSV_RESPONSE, listCsvExport, sendCsv } from '../lists/csvExport.js';
import { exportQuerystring, LIST_PAGE_SIZE, listQuerystring, pageIds, TotalIsEstimate, type ListSpec } from '../lists/listQuery.js';
import { listAnswerJson, pageRowsJson, sendJsonText } from '../lists/pageJson.js';
import type { RouteContext } from '../http/routeContext.js';

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
  },
  defaultSort: 'id',
  defaultDirection: 'asc',
  pageSize: LIST_PAGE_SIZE,
  filters: {
    values: {
      status: { column: 'status', values: ORGANISATION_STATUSES, description: 'organisation status', marker: '\uE000' },
      plan: { column: 'plan', values: ORGANISATION_PLANS, description: 'pack offer', marker: '\uE001' },
    },
    text: "the name, the SIREN and the referent's (owner's) name and e-mail",
  },
};

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const OrganisationRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.String({ description: 'active | trial | waiting | suspended | cancelled' }),
  owner_id: Nullable(Type.Integer()),
  owner_name: Nullable(Type.String({ description: "the owner's first and last name" })),
  owner_phone: Nullable(Type.String()),
  owner_email: Nullable(Type.String()),
  shops_count: Type.Integer(),
  users_count: Type.Integer({ description: 'active (non-archived) employees' }),
  siren: Nullable(Type.String()),
  plan: Nullable(Type.String({ description: 'pack offer: basic | success | premium | enterprise' })),
});

/** The row fields of the list, each a column of the same name (OrganisationRow's order). */
const ORGANISATION_FIELDS = Object.fromEntries(Object.keys(OrganisationRow.properties).map((name) => [name, name]));

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });

export const OrganisationParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** 404 not_found unless the organisation exists. */
export async function assertOrganisationExists(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db.selectFrom('organisations').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No organisation ${id}.`);
}

/** The people of the "see the site as" groups: non-archived members holding a licence of that original type. */
async function peopleByLicence(db: Kysely<Database>, organisationId: number) {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('licenses', 'licenses.id', 'memberships.license_id')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    // DISTINCT: several memberships (one per shop) hold the same licence; the sort key must be selected for PostgreSQL
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.name_sort', 'licenses.original_type'])
    .distinct()
    .where('memberships.organisation_id', '=', organisationId)
    .where('licenses.original_type', 'in', ['system_admin', 'advanced_planner', 'advanced_master'])
    .where('users.archived_at', 'is', null)
    .orderBy('users.name_sort')
    .orderBy('users.id')
    .execute();
  const group = (type: string) =>
    rows.filter((row) => row.original_type === type).map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}` }));
  return { administrators: group('system_admin'), advanced_planner: group('advanced_planner'), advanced_master: group('advanced_master') };
}

/** GET /super_admin/api/organisations (server-sorted list), /organisations/{id} (light view) and its shops. */
export const organisationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
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

  app.get(
    '/super_admin/api/organisations/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: 'One organisation for the light view: its name and the people to "see the site as"',
        description:
          'administrators, advanced_planner and advanced_master: non-archived members whose licence original_type is ' +
          'system_admin, advanced_planner or advanced_master, sorted by name. 404 not_found when unknown.',
        params: OrganisationParams,
        response: {
          200: Type.Object({
            organisation: Type.Object({
              id: Type.Integer(),
              name: Type.String(),
              administrators: Type.Array(Person),
              advanced_planner: Type.Array(Person),
              advanced_master: Type.Array(Person),
            }),
          }),
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const organisation = await db.selectFrom('organisations').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      if (!organisation) throw new AppError(404, 'not_found', `No organisation ${id}.`);
      return { organisation: { ...organisation, ...(await peopleByLicence(db, id)) } };
    },
  );
};
