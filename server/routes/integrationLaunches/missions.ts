import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MissionsAnswer, MissionsQuery } from '../../../src/contracts/integrationLaunches.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { MISSIONS_MAX_BYTES } from '../../../src/domain/integrationLaunches/missions.js';
import { createShopsService, ShopsServiceError } from '../../adapters/shopsService/index.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { acceptUploads, MULTIPART, uploadedFile, type UploadRule } from '../../http/upload.js';
import { assertOrganisationExists } from '../organisations/store.js';

const tags = ['integration jobs'];

/** Spec 3 §5, §9: CSV only, one file, at most 1,000,000 bytes. */
const MISSIONS_UPLOAD: UploadRule = {
  field: 'file',
  maxBytes: MISSIONS_MAX_BYTES,
  extensions: ['.csv'],
  mimeTypes: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
  what: 'the missions file (.csv)',
};

/** POST …/organisations/{id}/missions: the missions CSV, handed to the shops service (an adapter, 15 s time-out). */
export const missionRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  await acceptUploads(app, MISSIONS_UPLOAD.maxBytes);
  const shopsService = createShopsService(db, config.shopsService);

  app.post(
    '/super_admin/api/organisations/:id/missions',
    {
      config: { auth: 'super_admin', permission: 'can_run_integration_jobs' },
      schema: {
        tags,
        summary: "Update the missions of an organisation's shops from a CSV (the shops service, audited)",
        description:
          `multipart/form-data, one part: the CSV in the field "file" (.csv, at most ${MISSIONS_MAX_BYTES} bytes: 413 file_too_large; another type, ` +
          'another field, several parts or a cut body: 400 invalid_file). Query shopIds: the comma-joined ids of the organisation\'s shops the file may ' +
          'touch (422 shops_not_in_organisation otherwise; absent: all its shops). Columns shop_id;label;start_date;end_date (YYYY-MM-DD), header line first ' +
          '(template /csv/update_missions_template.csv). Answers what the shops service did: counts and the refused lines. 502 shops_service_unavailable ' +
          'when the service fails or does not answer within 15 s.',
        consumes: [MULTIPART],
        params: OrganisationParams,
        querystring: MissionsQuery,
        response: {
          200: MissionsAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          413: { ...ErrorBody, description: 'file_too_large' },
          422: { ...ErrorBody, description: 'shops_not_in_organisation' },
          502: { ...ErrorBody, description: 'shops_service_unavailable' },
        },
      },
    },
    async (request) => {
      const organisationId = request.params.id;
      await assertOrganisationExists(db, organisationId);
      const organisationShops = db.selectFrom('shops').select('id').where('organisation_id', '=', organisationId);
      const own = request.query.shopIds === undefined ? await organisationShops.orderBy('id').execute() : [];
      const shopIds = request.query.shopIds === undefined ? own.map((shop) => shop.id) : [...new Set(request.query.shopIds.split(',').map(Number))];
      if (request.query.shopIds !== undefined) own.push(...(await organisationShops.where('id', 'in', shopIds).execute()));
      const known = new Set(own.map((shop) => shop.id));
      const foreign = shopIds.filter((id) => !known.has(id));
      if (foreign.length > 0) {
        throw new AppError(422, 'shops_not_in_organisation', `Shops ${foreign.slice(0, 10).join(', ')} are not shops of organisation ${organisationId}.`, [
          { path: 'shopIds', message: `${foreign.length} shops are not of the organisation` },
        ]);
      }
      let file;
      try {
        file = await uploadedFile(request, MISSIONS_UPLOAD);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 413) throw new AppError(413, 'file_too_large', `The missions file is over ${MISSIONS_MAX_BYTES.toLocaleString('en')} bytes.`);
        throw error;
      }
      let answer;
      try {
        answer = await shopsService.uploadMissions(file, shopIds);
      } catch (error) {
        if (error instanceof ShopsServiceError) throw new AppError(502, 'shops_service_unavailable', error.message);
        throw error;
      }
      const { errors: _errors, ...counts } = answer;
      await db.transaction().execute((trx) =>
        audit(request, trx, { action: 'organisation.missions_upload', entityType: 'organisation', entityId: organisationId, after: { file: file.filename, bytes: file.data.length, shop_ids: shopIds, ...counts } }),
      );
      return answer;
    },
  );
};
