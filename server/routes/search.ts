import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../http/errors.js';
import { createSearchAdapter, MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, search, SEARCH_LIMIT } from '../search/searchAdapter.js';
import { SEARCHABLE_TYPES } from '../search/searchDocuments.js';
import type { RouteContext } from '../http/routeContext.js';

const SearchResult = Type.Object({
  searchable_type: Type.Enum([...SEARCHABLE_TYPES], { description: 'the console opens /users/{id}, /organisations/{id} or /shops/{id}' }),
  searchable_id: Type.Integer(),
  content: Type.String({ description: "a user's name, an organisation's or a shop's name" }),
  additional_information: Type.Union([Type.String(), Type.Null()], {
    description: 'users: "e-mail · phone"; organisations: SIREN; shops: city',
  }),
});

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
        querystring: Type.Object({ query: Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH * 2 }) }),
        response: { 200: Type.Array(SearchResult, { maxItems: SEARCH_LIMIT }) },
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
