import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { TIMELINE_KINDS, TIMELINE_LIMIT, TimelinePage, TimelineQuery, type TimelineKind } from '../../../src/contracts/timeline.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { assertOrganisationExists } from '../organisations/store.js';
import { decodeCursor } from './position.js';
import { readTimeline } from './read.js';

/** The asked kinds, once each, in TIMELINE_KINDS order (the schema's pattern let only known ones through). */
const kindsOf = (text: string | undefined): TimelineKind[] => {
  const asked = new Set(text ? text.split(',') : TIMELINE_KINDS);
  return TIMELINE_KINDS.filter((kind) => asked.has(kind));
};

/** GET /super_admin/api/organisations/{id}/timeline (issue 19, beyond the spec): the one place support looks when a customer calls. */
export const timelineRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/organisations/:id/timeline',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: "An organisation's timeline: its events, e-mails and SMS, jobs and impersonations, newest first",
        description:
          'Merges, newest first: the events of the events service about the organisation (but the outbox status events and USER_IMPERSONATED, ' +
          'told by the other kinds), its outbox e-mails and SMS, its jobs (group PIN sends, invoice documents, billing automation calls) and the ' +
          "impersonations of its members (audit user.impersonate, with the staff member's e-mail). Same instant: impersonations, jobs, e-mails, " +
          'events, then the higher id first. `kinds` (comma-separated, default all) filters; `limit` (default 50, at most 200) items a page; ' +
          "`next` is a cursor for the items after the last one (keyset, pass it as `before`; null at the end). 400 validation_failed (an unknown kind), " +
          '400 invalid_cursor (a before that is not a cursor of this endpoint), 404 not_found (unknown or deleted organisation).',
        params: OrganisationParams,
        querystring: TimelineQuery,
        response: {
          200: TimelinePage,
          400: { ...ErrorBody, description: 'validation_failed | invalid_cursor' },
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { before, kinds, limit = TIMELINE_LIMIT.default } = request.query;
      const after = before === undefined ? null : decodeCursor(before);
      if (before !== undefined && after === null) {
        throw new AppError(400, 'invalid_cursor', 'The before parameter is not a cursor of this timeline.', [{ path: 'before', message: 'must be a next of a previous answer' }]);
      }
      await assertOrganisationExists(db, id);
      return readTimeline(db, dialect, id, { kinds: kindsOf(kinds), after, limit });
    },
  );
};
