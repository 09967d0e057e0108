import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import {
  ActionHistory,
  ActionHistoryQuery,
  PartialUserRow,
  USER_ROW_FIELDS,
  USERS_SKIP_PAGINATION_MAX,
  UserAnswer,
  UserParams,
  UsersQuery,
  type UserRow,
} from '../../../src/contracts/users.js';
import { createBlacklist } from '../../adapters/blacklist/index.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { resolveList, TotalIsEstimate, type Direction, type ListSpec } from '../../lists/listQuery.js';
import { sendJsonText } from '../../lists/pageJson.js';
import { actionHistory } from './history.js';
import { forgetUserTotals, scopeExists, scopeTotal, userPageIds, type UserScope } from './listStore.js';
import { findUser, userDetail } from './record.js';
import { userRows } from './rows.js';
import { archiveUser, deleteUserEmail } from './store.js';

/** Spec 2 §7 and §9: sortable on id (default, ascending), name and e-mail; 100 a page. */
export const USERS_LIST: ListSpec = {
  table: 'users',
  sortable: { id: 'id', name: 'name_sort', email: 'email_sort' },
  defaultSort: 'id',
  defaultDirection: 'asc',
  pageSize: LIST_PAGE_SIZE,
};

const invalid = (path: string, message: string) => new AppError(400, 'validation_failed', 'The request is not valid.', [{ path, message }]);

/** The scope a query asks for; the id its type needs, else 400. */
function scopeOf(query: Static<typeof UsersQuery>): UserScope {
  const type = query.type ?? 'all';
  const key = type === 'organisation' ? 'organisation_id' : type === 'shop' ? 'shop_id' : type === 'user' ? 'user_id' : null;
  if (!key) return { type, status: query.status };
  const id = query[key];
  if (id === undefined) throw invalid(key, `required with type=${type}`);
  return { type, id, status: query.status };
}

/** The keys `fields` asks for (id always), or null for every key; an unknown key is a 400. */
function fieldsOf(fields: string | undefined): Set<string> | null {
  if (fields === undefined || fields.trim() === '') return null;
  const asked = fields.split(',').map((field) => field.trim()).filter(Boolean);
  const unknown = asked.filter((field) => !(USER_ROW_FIELDS as string[]).includes(field));
  if (unknown.length > 0) throw invalid('fields', `unknown field(s): ${unknown.join(', ')}; known: ${USER_ROW_FIELDS.join(', ')}`);
  return new Set(['id', ...asked]);
}

const pick = (row: UserRow, fields: Set<string> | null): Partial<UserRow> =>
  fields ? Object.fromEntries(Object.entries(row).filter(([key]) => fields.has(key))) : row;


/** GET /super_admin/api/users (every list of users), the user record, history, delete e-mail, delete (spec 2 §2.3, §2.4, §7). */
export const userRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const blacklist = createBlacklist(db, config.outbox.blacklistUrl);

  app.get(
    '/super_admin/api/users',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['users'],
        summary: 'Users, sorted by the server, 100 a page: all of them, an organisation\'s, a shop\'s or one',
        description:
          'Default sort id ascending; name and email sort as ICU does for French (case and accents ignored), ties by id. ' +
          "type=organisation (with organisation_id): the users whose organisation it is (their main membership's); type=shop (with shop_id): " +
          'every user with a membership in the shop, main or not; type=user (with user_id): that user. status: active (not archived, invited ' +
          `ones included) or archived. skip_pagination=true: every row in one answer, at most ${USERS_SKIP_PAGINATION_MAX} (400 too_many_rows beyond); ` +
          'fields=id,name,...: only these keys in each row (id always). Errors: 400 validation_failed (unknown sort, direction, type, status, ' +
          'field; ids not integers >= 1; the id a type needs missing), 404 not_found (unknown organisation, shop or user).',
        querystring: UsersQuery,
        response: {
          200: Type.Object({ users: Type.Array(PartialUserRow), total: Type.Integer(), total_is_estimate: TotalIsEstimate }),
          400: { ...ErrorBody, description: 'validation_failed | too_many_rows' },
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = scopeOf(query);
      const fields = fieldsOf(query.fields);
      if (!(await scopeExists(db, scope))) throw new AppError(404, 'not_found', `No ${scope.type} ${scope.id}.`);
      const list = resolveList(USERS_LIST, query);
      if (query.skip_pagination) {
        const { total } = await scopeTotal(db, USERS_LIST, scope);
        if (total > USERS_SKIP_PAGINATION_MAX) {
          throw new AppError(400, 'too_many_rows', `skip_pagination answers at most ${USERS_SKIP_PAGINATION_MAX} users; this scope holds ${total}: use pages.`);
        }
        Object.assign(list, { limit: USERS_SKIP_PAGINATION_MAX, offset: 0 });
      }
      const { ids, total, totalIsEstimate } = await userPageIds(db, USERS_LIST, scope, list, query);
      const users = (await userRows(db, ids)).map((row) => pick(row, fields));
      // rows built to the schema above: sent as JSON text, without the serialiser's walk of every nullable field (~2x the list's cost)
      return sendJsonText(reply, JSON.stringify({ users, total, ...(totalIsEstimate ? { total_is_estimate: true } : {}) }));
    },
  );

  app.get(
    '/super_admin/api/users/:id',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['users'],
        summary: 'One user (spec 2 §2.3), with the admin\'s flags for the page',
        description: 'blacklisted: whether the e-mail and the phone are on the blacklist service (BLACKLIST_URL, else the embedded one). 404 not_found.',
        params: UserParams,
        response: { 200: UserAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      const staff = currentUserOf(request);
      return {
        user: await userDetail(db, blacklist, request.params.id, request.log),
        can_delete_employee: staff.permissions.can_delete_employee,
        canUnblacklist: staff.permissions.can_unblacklist,
      };
    },
  );

  app.get(
    '/super_admin/api/users/:id/action_history_items',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['users'],
        summary: "A user's action history, 100 a page",
        description:
          'The audit rows about the user (entity_type user): each with its date, a category (account, invitation, profile, pin, blacklist, ' +
          'access, other), the audit action and an English sentence naming who did it. Sort action_date (default, newest first) or id. 404 not_found.',
        params: UserParams,
        querystring: ActionHistoryQuery,
        response: { 200: ActionHistory, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      await findUser(db, request.params.id);
      const { sort = 'action_date', direction = 'desc', page = 1 } = request.query;
      const { items, total } = await actionHistory(db, request.params.id, {
        column: sort === 'id' ? 'id' : 'created_at',
        direction: direction.toLowerCase() as Direction,
        limit: LIST_PAGE_SIZE,
        offset: (page - 1) * LIST_PAGE_SIZE,
      });
      return { action_history_items: items, total };
    },
  );

  app.patch(
    '/super_admin/api/users/:id/delete_email',
    {
      config: { auth: 'super_admin', userTargets: ['params.id'] },
      schema: {
        tags: ['users'],
        summary: "Deletes the user's e-mail address (audited with the address)",
        description:
          'The address becomes null (sort key, copies on shops and organisations, search words in step). 409 no_email when it is already none; 404 not_found; ' +
          "403 super_admin_target for one's own account, and for another super admin without can_manage_super_admin_users (docs/security.md).",
        params: UserParams,
        response: { 200: UserAnswer, 404: { ...ErrorBody, description: 'not_found' }, 409: { ...ErrorBody, description: 'no_email' } },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const user = await findUser(trx, id);
        if (user.email === null) throw new AppError(409, 'no_email', 'This user has no e-mail address.');
        await deleteUserEmail(trx, id);
        await audit(request, trx, { action: 'user.delete_email', entityType: 'user', entityId: id, before: { email: user.email }, after: { email: null }, event: { subtype: 'USER_EMAIL_DELETED' } });
      });
      const staff = currentUserOf(request);
      return {
        user: await userDetail(db, blacklist, id, request.log),
        can_delete_employee: staff.permissions.can_delete_employee,
        canUnblacklist: staff.permissions.can_unblacklist,
      };
    },
  );

  app.delete(
    '/super_admin/api/users/:id',
    {
      config: { auth: 'super_admin', permission: 'can_delete_employee', userTargets: ['params.id'] },
      schema: {
        tags: ['users'],
        summary: 'Deletes a user: archives them (spec 2 §2.3, can_delete_employee), audited',
        description:
          'archived_at = now; nothing is erased (memberships, history, e-mails stay); the organisation\'s users_count and the shops\' ' +
          'nb_employees drop. 409 already_archived; 404 not_found; 403 super_admin_target for one\'s own account, and for another super admin ' +
          'without can_manage_super_admin_users (docs/security.md). The archived user shows in ?status=archived.',
        params: UserParams,
        response: {
          200: UserAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          409: { ...ErrorBody, description: 'already_archived' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const staff = currentUserOf(request);
      // oneself and other super admins: refused before this by the super-admin target rule (config.userTargets)
      await db.transaction().execute(async (trx) => {
        const user = await findUser(trx, id);
        if (user.archived_at !== null) throw new AppError(409, 'already_archived', 'This user is already deleted (archived).');
        const at = new Date().toISOString();
        await archiveUser(trx, id, at);
        await audit(request, trx, { action: 'user.archive', entityType: 'user', entityId: id, before: { archived_at: null }, after: { archived_at: at }, event: { subtype: 'USER_DELETED' } });
      });
      forgetUserTotals(db);
      return {
        user: await userDetail(db, blacklist, id, request.log),
        can_delete_employee: staff.permissions.can_delete_employee,
        canUnblacklist: staff.permissions.can_unblacklist,
      };
    },
  );
};
