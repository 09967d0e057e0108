import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { ApplicationParams, ApplicationsAnswer } from '../../../src/contracts/modules.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { audit } from '../../audit/audit.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { ErrorBody } from '../../http/errors.js';
import { deleteApplication, organisationApplications } from './applicationsStore.js';
import { lockedLiveOrganisation } from './lockedOrganisation.js';

const NOT_FOUND = { ...ErrorBody, description: 'not_found: no such organisation (or it is deleted), or not its application' };

/** The applications linked to the analytics module (spec 2 §3, §7): list them, delete one. */
export const applicationRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database>; dialect: Dialect }> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/organisations/:id/applications',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: 'The applications linked to the analytics module',
        description: 'data[] {id, type: application, attributes: {name}}, created when analytics is turned on. 404 not_found.',
        params: OrganisationParams,
        response: { 200: ApplicationsAnswer, 404: NOT_FOUND },
      },
    },
    async (request) => {
      await lockedLiveOrganisation(db, dialect, request.params.id, false);
      const rows = await organisationApplications(db, request.params.id);
      return { data: rows.map((row) => ({ id: String(row.id), type: 'application' as const, attributes: { name: row.name } })) };
    },
  );

  app.delete(
    '/super_admin/api/organisations/:id/applications/:applicationId',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: 'Delete one application of the analytics module',
        description: '204; audited. 404 not_found when the organisation is unknown or the application is not one of its own.',
        params: ApplicationParams,
        response: { 204: Type.Null({ description: 'deleted' }), 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { id, applicationId } = request.params;
      await db.transaction().execute(async (trx) => {
        await lockedLiveOrganisation(trx, dialect, id, true);
        const deleted = await deleteApplication(trx, id, applicationId);
        await audit(request, trx, { action: 'organisation.application_delete', entityType: 'organisation', entityId: id, before: deleted });
      });
      return reply.code(204).send(null);
    },
  );
};
