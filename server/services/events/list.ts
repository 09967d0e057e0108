import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EVENT_PAGE_LIMIT, EventSubtypesAnswer, EventsPage, EventsQuery } from '../../../src/contracts/events.js';
import { EVENT_TYPES, isEventSubtype } from '../../../src/domain/events/subtypes.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../http/keysetCursor.js';
import { clusterNodeShops, eventsPage, scopeExists, type EventsFilter, type EventsScope } from './listStore.js';

const SCOPES = ['shop_id', 'organisation_id', 'cluster_node_id', 'user_id'] as const;

const badRequest = (key: string, path: string, message: string) => new AppError(400, key, message, [{ path, message }]);

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The filters of the query, checked: known subtypes, positive user ids, a range that does not end before it starts. */
function filterOf(query: EventsQuery): EventsFilter {
  const subtypes = [...new Set(commaList(query.subtypes))];
  const unknown = subtypes.filter((subtype) => !isEventSubtype(subtype));
  if (unknown.length > 0) throw badRequest('unknown_subtype', 'subtypes', `Unknown event subtype: ${unknown.slice(0, 5).join(', ')}.`);
  const userIds = [...new Set(commaList(query.user_ids))];
  if (userIds.some((id) => !/^[1-9]\d{0,9}$/.test(id))) throw badRequest('validation_failed', 'user_ids', 'user_ids must be positive integers separated by commas.');
  const from = query.from ? new Date(query.from).toISOString() : null;
  const to = query.to ? new Date(query.to).toISOString() : null;
  if (from !== null && to !== null && to < from) throw new AppError(422, 'invalid_range', 'The range ends before it starts.', [{ path: 'to', message: 'before from' }]);
  return { from, to, subtypes, userIds: userIds.map(Number) };
}

/** GET /services/events/events and /subtypes: the events history (spec 2 §2.5, §7 "Events and mails services"). */
export const listRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/events',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['events service'],
        summary: "A shop's, an organisation's, an establishment branch's or a user's events, a page at a time",
        description:
          'Exactly one of shop_id, organisation_id, cluster_node_id (the shops of that branch of the establishment tree; its root: the ' +
          'organisation) and user_id: 400 invalid_scope otherwise, 404 not_found when it does not exist. order desc (default, newest first) ' +
          `or asc; limit defaults to ${EVENT_PAGE_LIMIT.default}. subtypes and user_ids: comma-separated, any of them (400 unknown_subtype for ` +
          'a subtype not in the catalogue). from and to: ISO instants, both included (422 invalid_range when to is before from). `next` is an ' +
          'opaque cursor to pass back as `cursor` with the same query (400 invalid_cursor otherwise); null on the last page.',
        querystring: EventsQuery,
        response: {
          200: EventsPage,
          400: { ...ErrorBody, description: 'validation_failed | invalid_scope | unknown_subtype | invalid_cursor' },
          404: ErrorBody,
          422: { ...ErrorBody, description: 'invalid_range' },
        },
      },
    },
    async (request) => {
      const query = request.query;
      const given = SCOPES.filter((key) => query[key] !== undefined);
      if (given.length !== 1) throw badRequest('invalid_scope', 'shop_id', `Give exactly one of ${SCOPES.join(', ')}.`);
      const column = given[0];
      const id = query[column]!;
      const filter = filterOf(query);
      const order = query.order ?? 'desc';
      const limit = query.limit ?? EVENT_PAGE_LIMIT.default;

      let scope: EventsScope;
      if (column === 'cluster_node_id') {
        const branch = await clusterNodeShops(db, id);
        if (!branch) throw new AppError(404, 'not_found', 'This establishment-tree node does not exist.');
        scope = branch.root ? { column: 'organisation_id', id: branch.organisationId } : { column: 'shop_id', ids: branch.shopIds };
      } else {
        if (!(await scopeExists(db, column, id))) throw new AppError(404, 'not_found', `No ${column.replace('_id', '')} has the id ${id}.`);
        scope = { column, id };
      }
      const queryKey = JSON.stringify([column, id, order, filter.from, filter.to, filter.subtypes, filter.userIds]);
      const after = query.cursor ? decodeKeysetCursor(query.cursor, queryKey, 'another scope, order, filter or range') : null;
      if (after && ((filter.from !== null && after.at < filter.from) || (filter.to !== null && after.at > filter.to))) {
        throw badRequest('invalid_cursor', 'cursor', 'The cursor is not valid: it lies outside the range. Start again from the first page.');
      }
      if ('ids' in scope && scope.ids.length === 0) return { data: [], next: null };
      const page = await eventsPage(db, scope, filter, order, after, limit);
      return { data: page.data, next: page.last ? encodeKeysetCursor(queryKey, page.last) : null };
    },
  );

  app.get(
    '/subtypes',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['events service'],
        summary: 'The event subtypes by category (the history filter offers them)',
        response: { 200: EventSubtypesAnswer },
      },
    },
    async () => ({ types: Object.fromEntries(Object.entries(EVENT_TYPES).map(([type, subtypes]) => [type, [...subtypes]])) }),
  );
};
