import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { AnnualizationBalancesAnswer, AnnualizationBalancesBody, AnnualizationConfigsAnswer, AnnualizationConfigsQuery } from '../../../src/contracts/integrationLaunches.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { periodStartTimestamp } from '../../../src/domain/integrationLaunches/annualization.js';
import { createEmployeesService, EmployeesServiceError, type AnnualizationEntry } from '../../adapters/employeesService/index.js';
import { audit } from '../../audit/audit.js';
import type { Database } from '../../db/types/index.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { assertOrganisationExists } from '../organisations/store.js';

const tags = ['integration jobs'];
const RUN = { auth: 'super_admin', permission: 'can_run_integration_jobs' } as const;

/** The annualisation configs of these users that are members of the organisation, its shops only (another organisation's users are left out). */
async function configsOf(db: Kysely<Database>, organisationId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_annualization_configs')
    .innerJoin('shops', 'shops.id', 'user_annualization_configs.shop_id')
    .select(['user_annualization_configs.user_id', 'user_annualization_configs.shop_id', 'user_annualization_configs.current_period_start_date'])
    .where('shops.organisation_id', '=', organisationId)
    .where('user_annualization_configs.user_id', 'in', [...userIds])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('memberships')
          .select('memberships.id')
          .whereRef('memberships.user_id', '=', 'user_annualization_configs.user_id')
          .where('memberships.organisation_id', '=', organisationId),
      ),
    )
    .orderBy('user_annualization_configs.user_id')
    .execute();
}

/** Spec 3 §7: the users' annualisation configs, and the theoretical balances sent to the employees service per shop. */
export const annualizationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  const employees = createEmployeesService(db, config.employeesService);

  app.get(
    '/super_admin/api/organisations/:id/annualization_configs',
    {
      config: RUN,
      schema: {
        tags,
        summary: "These users' annualisation configs (currentPeriodStartDate, shopId)",
        description: "user_ids: comma-joined. Users without a config, or not members of this organisation, are left out. 404 not_found for an unknown organisation.",
        params: OrganisationParams,
        querystring: AnnualizationConfigsQuery,
        response: { 200: AnnualizationConfigsAnswer, 404: { ...ErrorBody, description: 'not_found' } },
      },
    },
    async (request) => {
      await assertOrganisationExists(db, request.params.id);
      const userIds = [...new Set(request.query.user_ids.split(',').map(Number))];
      const rows = await configsOf(db, request.params.id, userIds);
      return {
        config_per_user: rows.map((row) => ({ user_id: row.user_id, config: { data: { attributes: { currentPeriodStartDate: row.current_period_start_date, shopId: row.shop_id } } } })),
      };
    },
  );

  app.post(
    '/super_admin/api/organisations/:id/annualization_balances',
    {
      config: { ...RUN, userTargets: ['body.balances.user_id'] },
      schema: {
        tags,
        summary: 'Set the theoretical balances of the annualisation CSV (the employees service, one bulk update per shop, audited)',
        description:
          "Body {balances: [{user_id, balance}]} (the CSV as src/domain/integrationLaunches/annualization.ts reads it). Each user's balance goes to the " +
          "employees service under their config's shop, keyed by the current period's start timestamp (seconds). Users without a config in this " +
          "organisation are left out and listed; 422 no_config when none has one (nothing sent). 502 employees_service_unavailable when it fails.",
        params: OrganisationParams,
        body: AnnualizationBalancesBody,
        response: {
          200: AnnualizationBalancesAnswer,
          404: { ...ErrorBody, description: 'not_found' },
          422: { ...ErrorBody, description: 'no_config' },
          502: { ...ErrorBody, description: 'employees_service_unavailable' },
        },
      },
    },
    async (request) => {
      const organisationId = request.params.id;
      await assertOrganisationExists(db, organisationId);
      const balanceOf = new Map(request.body.balances.map((line) => [line.user_id, line.balance]));
      const configs = await configsOf(db, organisationId, [...balanceOf.keys()]);
      if (configs.length === 0) throw new AppError(422, 'no_config', 'None of these users has an annualisation config in this organisation.');
      const byShop = new Map<number, AnnualizationEntry[]>();
      for (const row of configs) {
        const entry = { userId: row.user_id, theoreticalBalances: { [String(periodStartTimestamp(row.current_period_start_date))]: balanceOf.get(row.user_id)! } };
        byShop.set(row.shop_id, [...(byShop.get(row.shop_id) ?? []), entry]);
      }
      try {
        for (const [shopId, entries] of byShop) await employees.bulkUpdateAnnualization(shopId, entries);
      } catch (error) {
        if (error instanceof EmployeesServiceError) throw new AppError(502, 'employees_service_unavailable', error.message);
        throw error;
      }
      const configured = new Set(configs.map((row) => row.user_id));
      const withoutConfig = [...balanceOf.keys()].filter((id) => !configured.has(id));
      await db.transaction().execute((trx) =>
        audit(request, trx, {
          action: 'organisation.annualization_balances',
          entityType: 'organisation',
          entityId: organisationId,
          after: { users: configs.map((row) => ({ id: row.user_id, shop_id: row.shop_id, balance: balanceOf.get(row.user_id) })), without_config: withoutConfig },
        }),
      );
      return { updated: configs.length, shops: byShop.size, without_config: withoutConfig };
    },
  );
};
