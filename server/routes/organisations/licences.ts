import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LicenseParams, LicenseUpdate, OrganisationLicenses, UpdatedLicense } from '../../../src/contracts/licences.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { licenceVisibilityLocked } from '../../../src/domain/licences.js';
import { audit } from '../../audit/audit.js';
import type { Database } from '../../db/types/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { findOrganisationLicense, organisationLicenses, setLicenseFlags } from './licencesStore.js';
import { assertOrganisationExists } from './store.js';

const tags = ['organisations'];

/** Spec 2 §5: a system_admin licence stays visible; the licence, its new flags and the audit row in one transaction. */
async function updateLicense(db: Kysely<Database>, request: FastifyRequest, organisationId: number, licenseId: number, body: LicenseUpdate) {
  // unknown fields are dropped by validation (Fastify's removeAdditional), so {name: 'x'} arrives here as {}
  if (body.visible === undefined && body.active === undefined) {
    throw new AppError(400, 'validation_failed', 'The request is not valid.', [{ path: 'body', message: 'must have visible or active' }]);
  }
  return db.transaction().execute(async (trx) => {
    const before = await findOrganisationLicense(trx, organisationId, licenseId);
    if (body.visible === false && licenceVisibilityLocked(before.original_type)) {
      throw new AppError(422, 'system_admin_license_must_stay_visible', 'A licence of original type system_admin cannot be hidden.', [
        { path: 'visible', message: 'must stay true for a system_admin licence' },
      ]);
    }
    await setLicenseFlags(trx, licenseId, body);
    const after = { ...before, ...body };
    await audit(request, trx, { action: 'license.update', entityType: 'license', entityId: licenseId, before, after });
    return { id: after.id, name: after.name, visible: after.visible, active: after.active };
  });
}

/**
 * Validation coerces JSON types (null or "false" to false, 0 to false): a switch is changed only by a
 * real boolean, so the raw body is checked first.
 */
async function onlyRealBooleans(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object') return;
  const details = (['visible', 'active'] as const)
    .filter((field) => field in body && typeof body[field] !== 'boolean')
    .map((field) => ({ path: field, message: 'must be boolean' }));
  if (details.length > 0) throw new AppError(400, 'validation_failed', 'The request is not valid.', details);
}

/** GET and PATCH /super_admin/api/organisations/{id}/licenses[/{licenseId}] (spec 2 §2.1 licences tab, §7). */
export const organisationLicenseRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/organisations/:id/licenses',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags,
        summary: "An organisation's licences, by position",
        description: 'Ordered by position (0-based), then id. 404 not_found for an unknown organisation.',
        params: OrganisationParams,
        response: { 200: OrganisationLicenses, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      await assertOrganisationExists(db, request.params.id);
      return { licenses: await organisationLicenses(db, request.params.id) };
    },
  );

  app.patch(
    '/super_admin/api/organisations/:id/licenses/:license_id',
    {
      config: { auth: 'super_admin' },
      preValidation: onlyRealBooleans,
      schema: {
        tags,
        summary: 'Show or hide a licence, activate or deactivate it (audited)',
        description:
          'Body {visible?, active?}, at least one (400 validation_failed otherwise; other fields are ignored). 404 not_found for an unknown organisation or a ' +
          'licence of another organisation. A licence of original type system_admin cannot be hidden: 422 ' +
          'system_admin_license_must_stay_visible, nothing changed. The audit row keeps the licence before and after.',
        params: LicenseParams,
        body: LicenseUpdate,
        response: {
          200: UpdatedLicense,
          404: { ...ErrorBody, description: 'not_found' },
          422: { ...ErrorBody, description: 'system_admin_license_must_stay_visible' },
        },
      },
    },
    async (request) => updateLicense(db, request, request.params.id, request.params.license_id, request.body),
  );
};
