import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AbsencesAnswer,
  BasicDataAnswer,
  BasicDataQuery,
  EvpsAnswer,
  IntegrationIdParams,
  IntegrationListQuery,
  IntegrationPatchBody,
  IntegrationSavedAnswer,
  IntegrationWriteBody,
  LinesQuery,
  PAY_CONFIG_SOURCE,
  PayConfigIntegrationsAnswer,
  ShopIdParams,
} from '../../../src/contracts/integrations.js';
import { IntegrationsAnswer, IntegrationUpdateAnswer } from '../../../src/contracts/modules.js';
import { SuperAdminConfigAnswer, type PayConfig } from '../../../src/contracts/payConfigs.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { listContractTypes } from '../../services/pay-configs/contractTypes.js';
import { configsOfOrganisation, findSoftware, settingsOf, shopIdsOf, softwareKindOf } from '../../services/pay-configs/store.js';
import { configInScope, createPayConfig, removePayConfig, updatePayConfig } from '../../services/pay-configs/writes.js';
import { fakeDestroyIntegration, shopIntegrations, shopOfLiveOrganisation } from '../payExporters/store.js';
import { basicData } from './basicData.js';
import { absenceLines, evpLines } from './lines.js';
import { liveShop, otherShopsOf, usedAbsenceTypes } from './store.js';

const TAGS = ['integrations'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;
const ANY = { auth: 'super_admin' } as const;
const error = (description: string) => ({ ...ErrorBody, description });
const NOT_FOUND = error('not_found: no such shop, or no such integration of its organisation');

/** The routes shared with the shop page's legacy integrations check the permission themselves for pay configs. */
function requireRunJobs(request: FastifyRequest): void {
  if (!currentUserOf(request).permissions.can_run_integration_jobs) {
    throw new AppError(403, 'missing_permission', 'This action needs the can_run_integration_jobs permission.');
  }
}

const saved = (config: PayConfig, deleted = false) => ({ integration: { id: config.id, name: config.name, shop_ids: config.shopIds, deleted } });

/**
 * Spec 3 §7, the wizard's super-admin calls, over the pay-config service's store and writes (server/services/pay-configs/),
 * and spec 2's legacy integrations of the shop page, which share two of their paths: GET …/integrations/integrations/
 * (source 'pam': the pay configs) and PATCH …/integrations/integrations/{id} (a uuid: a pay config).
 */
export const integrationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/config',
    {
      config: ANY,
      schema: { tags: TAGS, summary: 'The contract types per country (spec 3 §7: data.contract_data.contract_types)', response: { 200: SuperAdminConfigAnswer } },
    },
    async () => ({ data: { contract_data: { contract_types: await listContractTypes(db) } } }),
  );

  app.get(
    '/super_admin/api/integrations/integrations/',
    {
      config: ANY,
      schema: {
        tags: TAGS,
        summary: "A shop's integrations: source 'pam', its organisation's pay configs (id, name); another source, its pay-exporter rows",
        description:
          "source 'pam' needs can_run_integration_jobs (403 missing_permission). Without source or with another (e.g. 'legacy'), the shop's " +
          'pay-export rows that are not fake-destroyed (spec 2 §2.2), every super admin. 404 not_found when the shop does not exist.',
        querystring: IntegrationListQuery,
        response: { 200: Type.Union([PayConfigIntegrationsAnswer, IntegrationsAnswer]), 404: NOT_FOUND },
      },
    },
    async (request) => {
      const { shop_id: shopId, source } = request.query;
      if (source === PAY_CONFIG_SOURCE) {
        requireRunJobs(request);
        const shop = await liveShop(db, shopId);
        return { integrations: await configsOfOrganisation(db, shop.organisation_id) };
      }
      if (!(await shopOfLiveOrganisation(db, shopId))) throw new AppError(404, 'not_found', `No shop ${shopId}.`);
      return { integrations: await shopIntegrations(db, shopId, source) };
    },
  );

  /** The config a wizard call works on, of the shop's organisation (404 otherwise); null when none is named. */
  const configOfShop = async (organisationId: number, id: string | undefined) => (id === undefined ? null : configInScope(db, id, organisationId));

  app.get(
    '/super_admin/api/integrations/basic_data/:shopId',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'The file-format step: the settings of the integration updated or copied (selected_integration_id), defaults without one',
        description: 'bulk_update (action_type update only): the integration exports other shops too, named in shops_with_same_int_key.',
        params: ShopIdParams,
        querystring: BasicDataQuery,
        response: { 200: BasicDataAnswer, 404: NOT_FOUND },
      },
    },
    async (request) => {
      const shop = await liveShop(db, request.params.shopId);
      const config = await configOfShop(shop.organisation_id, request.query.selected_integration_id);
      const others = config ? await otherShopsOf(db, config.id, shop.id) : [];
      return basicData(config, others, request.query.action_type === 'update');
    },
  );

  /** The config whose lines the wizard starts from: pam_config_uuid, else selected_integration_id (update or copy). */
  const linesSource = async (shopId: number, query: LinesQuery) => {
    const shop = await liveShop(db, shopId);
    const copying = query.action_type === 'update' || query.create_method === 'fromIntegration' || query.pam_config_uuid !== undefined;
    const config = copying ? await configOfShop(shop.organisation_id, query.pam_config_uuid ?? query.selected_integration_id) : null;
    const software = config ? await findSoftware(db, config.payroll_software_id) : undefined;
    return { shop, settings: config ? settingsOf(config) : null, kind: software ? softwareKindOf(software.kind) : null };
  };

  app.get(
    '/super_admin/api/integrations/absences/:shopId',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: "The absences step: the absence types the shop's shifts use, then the 'Retard' line (hours only)",
        description: "With the saved lines (codes, units, flags, duplicates) of the integration updated or copied (pam_config_uuid, else selected_integration_id).",
        params: ShopIdParams,
        querystring: LinesQuery,
        response: { 200: AbsencesAnswer, 404: NOT_FOUND },
      },
    },
    async (request) => {
      const { shop, settings, kind } = await linesSource(request.params.shopId, request.query);
      return { absences: absenceLines(await usedAbsenceTypes(db, shop.id), settings?.absences ?? [], kind) };
    },
  );

  app.get(
    '/super_admin/api/integrations/evps/:shopId',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'The pay-variables step: the five groups of EVP lines (group, key, code, counter_type…)',
        description: 'With the saved lines of the integration updated or copied; a line with a code and no counter type answers counter_type all.',
        params: ShopIdParams,
        querystring: LinesQuery,
        response: { 200: EvpsAnswer, 404: NOT_FOUND },
      },
    },
    async (request) => {
      const { settings } = await linesSource(request.params.shopId, request.query);
      return { evps: evpLines(settings?.evps ?? null) };
    },
  );

  app.post(
    '/super_admin/api/integrations/integrations',
    {
      config: RUN,
      schema: {
        tags: TAGS,
        summary: 'Create an integration from the wizard (audited; an event in the organisation history)',
        description: 'Body integration (the §3.1 settings), shop_id (a shop of organisation_id, assigned to it), source pam, organisation_id. 201 with its id, name and shops.',
        body: IntegrationWriteBody,
        response: { 201: IntegrationSavedAnswer, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { integration, shop_id: shopId, organisation_id: organisationId } = request.body;
      const created = await createPayConfig(db, request, { organisationId, settings: integration, shopIds: [shopId] });
      return reply.status(201).send(saved(created));
    },
  );

  app.patch(
    '/super_admin/api/integrations/integrations/:id',
    {
      config: ANY,
      schema: {
        tags: TAGS,
        summary: 'Update an integration from the wizard, or remove one (fake_destroy)',
        description:
          'A pay config (uuid id, source pam, can_run_integration_jobs): {integration, shop_id, source, organisation_id} updates it (its shops keep, ' +
          'shop_id joins them), {shop_id, source, fake_destroy: true} deletes it; 404 when it is not of the organisation (of shop_id). ' +
          "A legacy row (integer id, spec 2 §2.2, every super admin): only {shop_id, source, fake_destroy: true}, 404 when it is not that shop's. Audited.",
        params: IntegrationIdParams,
        body: IntegrationPatchBody,
        response: { 200: Type.Union([IntegrationSavedAnswer, IntegrationUpdateAnswer]), 403: ErrorBody, 404: NOT_FOUND, 413: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      if (/^\d+$/.test(id)) {
        if (!body.fake_destroy) throw new AppError(400, 'validation_failed', 'A legacy integration can only be removed.', [{ path: 'fake_destroy', message: 'must be true' }]);
        return db.transaction().execute(async (trx) => {
          const { row, destroyedAt } = await fakeDestroyIntegration(trx, Number(id), body.shop_id, body.source);
          await audit(request, trx, { action: 'shop.integration_fake_destroy', entityType: 'shop', entityId: body.shop_id, before: { integration_id: row.id, source: body.source }, after: { fake_destroyed_at: destroyedAt } });
          return { integration: { id: row.id, shop_id: row.shop_id, source: row.source, name: row.name, active: row.active === 1, fake_destroyed_at: destroyedAt } };
        });
      }
      requireRunJobs(request);
      if (body.source !== PAY_CONFIG_SOURCE) throw new AppError(400, 'validation_failed', `A pay config's source is ${PAY_CONFIG_SOURCE}.`, [{ path: 'source', message: `must be ${PAY_CONFIG_SOURCE}` }]);
      const shop = await liveShop(db, body.shop_id);
      if (body.organisation_id !== undefined && body.organisation_id !== shop.organisation_id) throw new AppError(404, 'not_found', `No shop ${shop.id} in organisation ${body.organisation_id}.`);
      if (body.fake_destroy) return saved(await removePayConfig(db, request, id, shop.organisation_id), true);
      if (!body.integration) throw new AppError(400, 'validation_failed', 'An update needs the integration.', [{ path: 'integration', message: 'is required' }]);
      const config = await configInScope(db, id, shop.organisation_id);
      const shopIds = (await shopIdsOf(db, [config.id])).get(config.id) ?? [];
      const updated = await updatePayConfig(db, request, id, {
        organisationId: shop.organisation_id,
        body: { ...body.integration, shop_ids: shopIds.includes(shop.id) ? shopIds : [...shopIds, shop.id] },
      });
      return saved(updated);
    },
  );
};
