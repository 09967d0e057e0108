import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, SEARCH_LIMIT, SearchQuerystring, SearchResults } from '../../../src/contracts/search.js';
import { AppError } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { createSearchAdapter, search } from '../../search/searchAdapter.js';

/** GET /super_admin/api/search: the global search of the top bar (spec 1 §2.3). */
export const searchRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  const adapter = createSearchAdapter(db, dialect);

  app.get(
    '/super_admin/api/search',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['search'],
        summary: 'Global search over users, organisations and shops: up to 10 results, best first (a bare array)',
        description:
          'Case- and accent-insensitive substring match on users (name, e-mail, phone), organisations (name, SIREN) and shops ' +
          '(name, city); every word of the query must match. Ranking: exact match of the name, then names starting with the ' +
          'query, then documents where every word starts a word, then other substrings; within each, shorter names first, ' +
          `then Organisation, Shop, User, then id. The query must hold 1 to ${MAX_QUERY_LENGTH} characters once trimmed ` +
          `(else 400 validation_failed); under ${MIN_QUERY_LENGTH} characters it answers [].`,
        querystring: SearchQuerystring,
        response: { 200: SearchResults },
      },
    },
    async (request) => {
      const query = request.query.query.trim();
      if (query.length < 1 || query.length > MAX_QUERY_LENGTH) {
        throw new AppError(400, 'validation_failed', 'The request is not valid.', [
          { path: 'query', message: `must hold 1 to ${MAX_QUERY_LENGTH} characters once trimmed` },
        ]);
      }
      return search(adapter, query, SEARCH_LIMIT);
    },
  );
};
