import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import {
  AutomaticPlanningsBody,
  BadgingsBody,
  EsignaturesBody,
  OrganisationModulesAnswer,
  PayrollsBody,
  PerformancesBody,
} from '../../../src/contracts/modules.js';
import { OrganisationParams } from '../../../src/contracts/organisations.js';
import { DEV_FLAGS } from '../../../src/domain/devFlags.js';
import type { PermissionFlag } from '../../../src/domain/permissions.js';
import { currentUserOf } from '../../auth/guard.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { activeDevFlags } from '../currentUser/store.js';
import { applicationRoutes } from './applications.js';
import { lockedLiveOrganisation } from './lockedOrganisation.js';
import { moduleStatesOf } from './moduleStates.js';
import { applyModuleToggle, type ModuleToggle } from './organisationModuleWrites.js';

const TOGGLE_ERRORS = {
  404: { ...ErrorBody, description: 'not_found: no such organisation (or it is deleted)' },
  409: { ...ErrorBody, description: 'module_not_offered | module_already_active | module_already_inactive (spec 2 §4 rules)' },
};

interface ToggleRoute<B extends TSchema> {
  url: string;
  body: B;
  module: ModuleToggle;
  summary: string;
  /** the body field that says on or off */
  field: string;
  permission?: PermissionFlag;
  devFlag?: string;
}

/**
 * Spec 2 §7 "Module toggles" at organisation level, the module states they are checked against, and the analytics
 * applications. Every toggle: one transaction, set-based writes over the organisation's shops, an audit row per shop
 * changed, one updated_option tracking event; it answers the new states as GET .../modules does.
 */
export const moduleRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, dialect }) => {
  app.get(
    '/super_admin/api/organisations/:id/modules',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['modules'],
        summary: "The states of the organisation's module action row",
        description:
          'Spec 2 §2.1, §4 (designed here): for each icon of the module action row (copy_permissions, smart_planner, performance, analytics, ' +
          'time_clock, pay_export, new_integration, payroll, sirh, esignature) {visible, active, action, partial?}, computed by ' +
          'src/domain/modules/organisationModules.ts from the counts of the organisation\'s shops (`shops`, one aggregate statement) and the ' +
          "caller's dev flags (payroll: FEATUREDEV_PAYROLL_SUPER_ADMIN; new_integration hidden by FEATUREDEV_LEGACY_INTEGRATION_DISABLED) " +
          'and permissions (esignature hidden without can_activate_esignature). ' +
          'An organisation without shops shows only copy_permissions, analytics and new_integration. 404 not_found.',
        params: OrganisationParams,
        response: { 200: OrganisationModulesAnswer, 404: TOGGLE_ERRORS[404] },
      },
    },
    async (request) => {
      const organisation = await lockedLiveOrganisation(db, dialect, request.params.id, false);
      return moduleStatesOf(db, organisation, currentUserOf(request));
    },
  );

  const toggle = <B extends TSchema>(route: ToggleRoute<B>) =>
    app.patch(
      route.url,
      {
        config: { auth: 'super_admin', ...(route.permission ? { permission: route.permission } : {}) },
        schema: {
          tags: ['modules'],
          summary: route.summary,
          description:
            `Body {organisation_id, ${route.field}: boolean, type?: 'organisation'}. Applied to every shop of the organisation in one ` +
            'transaction (set-based), an audit row per shop changed, one tracking event updated_option {option, active}. Answers the new ' +
            'module states and changed_shops. 400 validation_failed; 404 not_found; 409 when the rules of spec 2 §4 do not offer it.' +
            (route.devFlag ? ` Needs the dev flag ${route.devFlag} (403 missing_permission).` : ''),
          body: route.body,
          response: { 200: OrganisationModulesAnswer, ...TOGGLE_ERRORS },
        },
      },
      async (request: FastifyRequest) => {
        const body = request.body as Record<string, unknown> & { organisation_id: number };
        const user = currentUserOf(request);
        if (route.devFlag && !(await activeDevFlags(db, user.id)).includes(route.devFlag)) {
          throw new AppError(403, 'missing_permission', `This action needs the dev flag ${route.devFlag}.`);
        }
        return db.transaction().execute(async (trx) => {
          const organisation = await lockedLiveOrganisation(trx, dialect, body.organisation_id, true);
          const changed = await applyModuleToggle(request, trx, dialect, organisation, route.module, body[route.field] === true);
          const fresh = await lockedLiveOrganisation(trx, dialect, organisation.id, false);
          return { ...(await moduleStatesOf(trx, fresh, user)), changed_shops: changed };
        });
      },
    );

  toggle({ url: '/super_admin/api/badgings', body: BadgingsBody, module: 'time_clock', field: 'badging', summary: 'Time clock (badging) on or off for every shop' });
  toggle({
    url: '/super_admin/api/automatic_plannings',
    body: AutomaticPlanningsBody,
    module: 'smart_planner',
    field: 'automatic_planning_active',
    summary: 'Smart planner (automatic planning) on or off for every shop',
  });
  toggle({
    url: '/super_admin/api/esignatures',
    body: EsignaturesBody,
    module: 'esignature',
    field: 'esignature_active',
    summary: 'E-signature (timesheet and administrative documents) on or off for every shop',
    permission: 'can_activate_esignature',
  });
  toggle({
    url: '/super_admin/api/payrolls',
    body: PayrollsBody,
    module: 'payroll',
    field: 'payroll_active',
    summary: 'Payroll on or off for every French shop (designed here: spec 2 §7 does not show it)',
    devFlag: DEV_FLAGS.payroll,
  });
  toggle({
    url: '/super_admin/api/performances',
    body: PerformancesBody,
    module: 'performance',
    field: 'performance_active',
    summary: 'Performance module: on turns on analytics and automatic planning on every shop; off turns both off (designed here)',
  });

  await app.register(applicationRoutes, { db, dialect });
};
