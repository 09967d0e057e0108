import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserImportParams, UserImportRefusal, UserImportResult, UserImportTemplateQuery } from '../../../src/contracts/userImport.js';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_LINES, templateFileName } from '../../../src/domain/userImport/columns.js';
import { ImportErrors, validateImportLines } from '../../../src/domain/userImport/rowValidation.js';
import { audit } from '../../audit/audit.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { acceptUploads, MULTIPART } from '../../http/upload.js';
import { forgetUserTotals } from '../users/listStore.js';
import { findImportShop, planImport } from './plan.js';
import { applyImport } from './store.js';
import { MAX_UNCOMPRESSED_BYTES } from './xlsxEnvelope.js';
import { buildUserImportTemplate } from './template.js';
import { readImportLines, uploadedWorkbook, XLSX_TYPE } from './upload.js';

/** Spec 2 §2.2, §7: the import template and the upsert of a shop's users from it. */
export const userImportRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  await acceptUploads(app, MAX_IMPORT_FILE_BYTES);

  app.get(
    '/super_admin/api/user_import_template',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: 'The user-import template (.xlsx) in a language, with the phone format of a country',
        description:
          'Sheet 1: the header row in the language (first_name, last_name, email, phone, licence, contract_hours), two example lines, ' +
          'a list validation on the licence column (employee, planner, advanced_planner, advanced_master, system_admin), the phone hint of the country, ' +
          'contract hours 1-60. Sheet 2: instructions. Named e.g. import_utilisateurs_FR.xlsx. 400 validation_failed for an unknown language or country.',
        querystring: UserImportTemplateQuery,
        response: { 200: { description: XLSX_TYPE, content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const { language, country } = request.query;
      const body = await buildUserImportTemplate(language, country);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${templateFileName(language, country)}"`)
        .header('cache-control', 'no-store')
        // a Buffer is sent as it is (no serialiser); the schema above only documents it
        .send(body as unknown as string);
    },
  );

  app.patch(
    '/super_admin/api/shops/:id/imports/users/upsert',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: "Creates or updates the shop's users from a filled template (multipart, one field `file`), all or nothing",
        description:
          `multipart/form-data with one part, a file named file: an .xlsx of at most ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_LINES} data lines. ` +
          'By e-mail: a user of the organisation is updated (names, and phone and contract hours when given) and joins the shop; a new e-mail creates a user in the shop. ' +
          '400 invalid_file (not an .xlsx, unreadable, a zip whose directory hides or misstates an entry, no file, other parts, a body cut short) | macro_enabled; ' +
          `413 file_too_large (over ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB, or over ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MiB once uncompressed); 404 not_found (unknown shop); ` +
          `422 too_many_lines (${MAX_IMPORT_LINES + 1} lines or more); 422 invalid_rows with errors [{key, field, users}]: every problem, and nothing changed.`,
        params: UserImportParams,
        consumes: [MULTIPART],
        response: {
          200: UserImportResult,
          400: { ...ErrorBody, description: 'validation_failed | invalid_file | macro_enabled' },
          404: { ...ErrorBody, description: 'not_found' },
          413: { ...ErrorBody, description: 'file_too_large' },
          422: { ...UserImportRefusal, description: 'too_many_lines | invalid_rows' },
        },
      },
    },
    async (request, reply) => {
      const shop = await findImportShop(db, request.params.id);
      if (!shop) throw new AppError(404, 'not_found', `No shop ${request.params.id}.`);
      const { lines, missingColumns } = await readImportLines(await uploadedWorkbook(request));
      const errors = new ImportErrors();
      for (const column of missingColumns) errors.add('missing_column', column);
      const result = await db.transaction().execute(async (trx) => {
        const { users } = missingColumns.length > 0 ? { users: [] } : validateImportLines(lines, errors);
        const plan = await planImport(trx, shop, users, errors);
        return errors.list.length > 0 ? null : applyImport(trx, shop, users, plan, (entry) => audit(request, trx, entry));
      });
      if (!result) {
        const found = errors.list;
        return reply.code(422).send({ error: 'invalid_rows', message: `The file has ${found.length} problem(s); nothing was imported.`, errors: found });
      }
      // the users lists' cached totals count the new users at once
      if (result.created > 0) forgetUserTotals(db);
      return result;
    },
  );
};
