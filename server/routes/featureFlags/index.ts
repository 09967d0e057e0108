import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DevFlag,
  DevFlagUpdate,
  FeatureFlags,
  FlagNameParams,
  NewDevFlag,
  NewProductFlag,
  ProductFlag,
  ProductFlagUpdate,
} from '../../../src/contracts/featureFlags.js';
import { ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { DEV_FLAGS, PRODUCT_FLAGS } from './kinds.js';
import { listFlags } from './store.js';
import { createFlag, updateFlag } from './writes.js';

/** Feature flags (spec 1 §2.9, §3, §4, §5, §7): product flags per country and sector, dev flags and canaries. */

const MANAGE = 'can_manage_feature_flags' as const;
const ADD = 'can_add_feature_flags' as const;
const tags = ['feature flags'];

export const featureFlagsRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/feature_flags',
    {
      config: { auth: 'super_admin', permission: MANAGE },
      schema: {
        tags,
        summary: 'Every product flag and every dev flag (standard and canary), by name',
        response: { 200: FeatureFlags },
      },
    },
    async () => {
      const { product, dev } = await listFlags(db);
      return { feature_flags: product.map(PRODUCT_FLAGS.toApi), feature_flags_dev: dev.map(DEV_FLAGS.toApi) };
    },
  );

  app.put(
    '/super_admin/api/feature_flags/:name',
    {
      config: { auth: 'super_admin', permission: MANAGE },
      schema: {
        tags,
        summary: 'Set the countries (languages) and sectors of a product flag (audited)',
        description: 'Only the countries and sectors of spec 1 §3 are accepted (400 with the unknown values). Renaming is not supported.',
        params: FlagNameParams,
        body: ProductFlagUpdate,
        response: { 200: ProductFlag, 404: ErrorBody },
      },
    },
    async (request) => updateFlag(db, request, PRODUCT_FLAGS, request.params.name, request.body.feature_flag),
  );

  app.put(
    '/super_admin/api/feature_flags_dev/:name',
    {
      config: { auth: 'super_admin', permission: MANAGE },
      schema: {
        tags,
        summary: 'Activate or deactivate a dev flag; for a canary, also set its release type and ids (audited)',
        description:
          'Send {name, active} for a standard flag, the whole flag for a canary. A standard flag cannot become a canary ' +
          'nor the reverse (422 not_a_canary_flag / canary_type_required).',
        params: FlagNameParams,
        body: DevFlagUpdate,
        response: { 200: DevFlag, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => updateFlag(db, request, DEV_FLAGS, request.params.name, request.body.feature_flag),
  );

  app.post(
    '/super_admin/api/feature_flags',
    {
      config: { auth: 'super_admin', permission: ADD },
      schema: {
        tags,
        summary: 'Add a product flag (audited)',
        description: 'Name required without spaces and description required (400); a name already used answers 409 name_exists.',
        body: NewProductFlag,
        response: { 201: ProductFlag, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createFlag(db, request, PRODUCT_FLAGS, request.body.feature_flag)),
  );

  app.post(
    '/super_admin/api/feature_flags_dev',
    {
      config: { auth: 'super_admin', permission: ADD },
      schema: {
        tags,
        summary: 'Add a dev flag, always inactive (audited)',
        description:
          'A canaryReleaseType makes it a canary (ids default to [] = all). Name required without spaces and description ' +
          'required (400); a name already used answers 409 name_exists; active may only be false.',
        body: NewDevFlag,
        response: { 201: DevFlag, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createFlag(db, request, DEV_FLAGS, request.body.feature_flag)),
  );
};
