import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SentEmailsPage, SentEmailsQuery } from '../../../src/contracts/emails.js';
import { sentEmailsToday, sentRangeInstants, sentRangeOf, sentRangeProblem } from '../../../src/domain/emails/sentRange.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { decodeCursor, encodeCursor, type ListQueryKey } from './cursor.js';
import { scopeExists, sentEmailsPage, type ListScope } from './listStore.js';

const DEFAULT_LIMIT = 20;

const RANGE_ERRORS = {
  invalid_date: [400, 'validation_failed', 'from and to must be calendar days written YYYY-MM-DD.'],
  future_date: [422, 'future_date', 'The sent e-mails cannot be listed for a day after today (spec 2 §5).'],
  invalid_range: [422, 'invalid_range', 'The range ends before it starts.'],
} as const;

/** Exactly one of user_id, organisation_id. */
function scopeOf(query: SentEmailsQuery): ListScope & { key: ListQueryKey['scope'] } {
  if ((query.user_id === undefined) === (query.organisation_id === undefined)) {
    throw new AppError(400, 'invalid_scope', 'Give exactly one of user_id and organisation_id.', [{ path: 'user_id', message: 'exactly one of user_id, organisation_id' }]);
  }
  return query.user_id !== undefined ? { column: 'user_id', id: query.user_id, key: 'user' } : { column: 'organisation_id', id: query.organisation_id!, key: 'organisation' };
}

/** GET /services/emails/emails: a user's or an organisation's sent e-mails and SMS (spec 2 §2.6). */
export const listRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/emails',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['e-mail repository'],
        summary: "A user's or an organisation's sent e-mails and SMS, newest first, a page at a time",
        description:
          'Exactly one of user_id (the messages the outbox recorded for that user) and organisation_id (its messages, each with its ' +
          'shopId): 400 invalid_scope otherwise, 404 not_found when it does not exist. from and to are days of Europe/Paris, both ' +
          'included: to defaults to today, from to the day before to (yesterday..today); a day after today is 422 future_date, to ' +
          `before from 422 invalid_range. limit defaults to ${DEFAULT_LIMIT}. \`next\` is an opaque cursor to pass back as \`cursor\` ` +
          'with the same user or organisation and days (400 invalid_cursor otherwise); null on the last page.',
        querystring: SentEmailsQuery,
        response: {
          200: SentEmailsPage,
          400: { ...ErrorBody, description: 'validation_failed | invalid_scope | invalid_cursor' },
          404: ErrorBody,
          422: { ...ErrorBody, description: 'future_date | invalid_range' },
        },
      },
    },
    async (request) => {
      const query = request.query;
      const scope = scopeOf(query);
      const today = sentEmailsToday(Date.now());
      const days = sentRangeOf(query, today);
      const problem = sentRangeProblem(days, today);
      if (problem) {
        const [status, key, message] = RANGE_ERRORS[problem];
        throw new AppError(status, key, message, [{ path: problem === 'invalid_range' ? 'to' : 'from', message }]);
      }
      const range = sentRangeInstants(days);
      const key: ListQueryKey = { scope: scope.key, id: scope.id, ...days };
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor, key);
      // a cursor is a row of this range: one above it would walk outside the range
      if (after && (after.createdAt >= range.to || after.createdAt < range.from)) {
        throw new AppError(400, 'invalid_cursor', 'The cursor is not valid: it is outside the range. Start again from the first page.', [{ path: 'cursor', message: 'outside the range' }]);
      }
      if (!(await scopeExists(db, scope))) throw new AppError(404, 'not_found', `No such ${scope.key}.`);
      const { page, next } = await sentEmailsPage(db, scope, range, after, query.limit ?? DEFAULT_LIMIT);
      return { data: page, next: next ? encodeCursor(key, next) : null };
    },
  );
};
