import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  IntegrationReplicationBody,
  OrganisationModulesAnswer,
  PAY_EXPORTERS,
  PayExporterKeysAnswer,
  PayExportersBody,
} from '../../../src/contracts/modules.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { lockedLiveOrganisation } from '../modules/lockedOrganisation.js';
import { assertOffered, moduleStatesOf } from '../modules/moduleStates.js';
import { recordShopsToggle } from '../modules/shopModuleWrites.js';
import { payExporterOf } from './shopIntegrationsStore.js';
import { assertShopOfOrganisation, disableIntegrations, setPayExporter } from './store.js';

const ERRORS = {
  404: { ...ErrorBody, description: 'not_found: no such organisation, or the shop is not one of its shops' },
  409: { ...ErrorBody, description: 'module_not_offered | module_already_inactive (spec 2 §4 rules)' },
};

/** Applies one key (or none: disable all) to the organisation's shops and records it; the new module states. */
async function applyPayExporters(
  request: FastifyRequest,
  trx: Kysely<Database>,
  dialect: Dialect,
  organisationId: number,
  key: string | undefined,
  shopId: number | undefined,
) {
  const user = currentUserOf(request);
  const organisation = await lockedLiveOrganisation(trx, dialect, organisationId, true);
  if (shopId !== undefined) await assertShopOfOrganisation(trx, organisationId, shopId);
  const { modules } = await moduleStatesOf(trx, organisation, user);
  // organisation-wide: "off" is only offered when a shop has an integration; choosing an exporter is always offered
  if (key === undefined && shopId === undefined) assertOffered(modules, 'pay_export', false);
  else if (!modules.pay_export.visible) assertOffered(modules, 'pay_export', true);
  const changes = key === undefined ? await disableIntegrations(trx, organisationId, shopId) : await setPayExporter(trx, organisationId, key, shopId);
  await recordShopsToggle(request, trx, dialect, {
    organisationId,
    option: 'pay_export',
    shops: changes.map((change) => ({ id: change.shopId, before: { integrations: change.before }, after: { integrations: key === undefined ? [] : [key] } })),
    properties: { active: key !== undefined, pay_exporter: key ?? null, shop_id: shopId ?? null },
  });
  return { ...(await moduleStatesOf(trx, organisation, user)), changed_shops: changes.length };
}

/** Spec 2 §7 "Module toggles": pay exporters, manual and the automatic replication. Any super admin; audited per shop; tracked. */
export const payExporterRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/pay_exporters/keys',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: 'The pay exporters a shop may use (the pay-export modal select)',
        response: { 200: PayExporterKeysAnswer },
      },
    },
    async () => ({ pay_exporters: PAY_EXPORTERS.map(({ key, name }) => ({ key, name })) }),
  );

  app.patch(
    '/super_admin/api/pay_exporters',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "Set the organisation's pay exporter, or disable every integration",
        description:
          'Body {organisation_id, shop_id?, pay_exporters: [key] | []}. One key: every shop of the organisation (or the one shop) gets ' +
          'that active integration, its other pay exporters deactivated (the legacy integration is kept). []: every integration of those ' +
          'shops disabled (active = 0); organisation-wide when none is active: 409 module_already_inactive. One transaction, an audit row ' +
          'per shop changed, updated_option {option: pay_export, active, pay_exporter}. Keys: GET /super_admin/api/pay_exporters/keys ' +
          '(400 validation_failed otherwise). Answers the module states. 404 not_found.',
        body: PayExportersBody,
        response: { 200: OrganisationModulesAnswer, ...ERRORS },
      },
    },
    async (request) =>
      db.transaction().execute((trx) => applyPayExporters(request, trx, dialect, request.body.organisation_id, request.body.pay_exporters[0], request.body.shop_id)),
  );

  app.patch(
    '/super_admin/api/integrations/integration_replication',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "Copy one shop's pay exporter to every shop of the organisation (the automatic pay export)",
        description:
          'Body {organisation_id, source_shop_id?, pay_exporters}. With source_shop_id (a shop of the organisation, else 404): its active ' +
          'pay exporter is given to every shop (422 no_pay_exporter when it has none; pay_exporters must then be [] or that key, else 422 ' +
          'pay_exporter_mismatch). Without it: pay_exporters holds the one key to give to every shop (400 validation_failed when empty). ' +
          'Same effects and answer as PATCH /super_admin/api/pay_exporters with that key.',
        body: IntegrationReplicationBody,
        response: {
          200: OrganisationModulesAnswer,
          ...ERRORS,
          422: { ...ErrorBody, description: 'no_pay_exporter | pay_exporter_mismatch' },
        },
      },
    },
    async (request) => {
      const { organisation_id: organisationId, source_shop_id: sourceShopId, pay_exporters: keys } = request.body;
      return db.transaction().execute(async (trx) => {
        let key: string | undefined = keys[0];
        if (sourceShopId !== undefined) {
          await lockedLiveOrganisation(trx, dialect, organisationId, false);
          await assertShopOfOrganisation(trx, organisationId, sourceShopId);
          const source = await payExporterOf(trx, sourceShopId);
          if (!source) throw new AppError(422, 'no_pay_exporter', `Shop ${sourceShopId} has no active pay exporter to copy.`);
          if (key !== undefined && key !== source) throw new AppError(422, 'pay_exporter_mismatch', `Shop ${sourceShopId} uses ${source}, not ${key}.`);
          key = source;
        }
        if (key === undefined) {
          throw new AppError(400, 'validation_failed', 'The request is not valid.', [{ path: 'pay_exporters', message: 'must hold one key without source_shop_id' }]);
        }
        return applyPayExporters(request, trx, dialect, organisationId, key, undefined);
      });
    },
  );
};
