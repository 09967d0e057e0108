import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely, Selectable } from 'kysely';
import { Type } from 'typebox';
import {
  CANARY_RELEASE_TYPES,
  PRODUCT_FLAG_COUNTRIES,
  PRODUCT_FLAG_SECTORS,
  unknownValues,
  validateNewFlag,
  type NewFlagProblems,
} from '../../src/domain/featureFlagRules.js';
import { audit } from '../audit/audit.js';
import type { Database, FeatureFlagsDevTable, FeatureFlagsTable } from '../db/types/index.js';
import { AppError, ErrorBody, type ErrorDetail } from '../http/errors.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import type { RouteContext } from '../http/routeContext.js';

/** Feature flags (spec 1 §2.9, §3, §4, §5, §7): product flags per country and sector, dev flags and canaries. */

const MANAGE = 'can_manage_feature_flags' as const;
const ADD = 'can_add_feature_flags' as const;
const MAX_CANARY_IDS = 10_000;

const FlagName = Type.String({ maxLength: 100, description: 'required, no whitespace, unique' });
const FlagDescription = Type.String({ maxLength: 500, description: 'required' });
const Targets = (allowed: readonly string[]) =>
  Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50, description: `any of: ${allowed.join(', ')}` });
const CanaryType = Type.Union([Type.Enum([...CANARY_RELEASE_TYPES]), Type.Null()], {
  description: 'null for a standard dev flag; shop | user | organisation for a canary',
});
const CanaryIds = Type.Array(Type.Integer({ minimum: 0 }), {
  maxItems: MAX_CANARY_IDS,
  description: 'ids of the shops, users or organisations; [] applies the canary to all',
});

const ProductFlag = Type.Object({
  name: Type.String(),
  description: Type.String(),
  languages: Type.Array(Type.String(), { description: 'countries' }),
  sectors: Type.Array(Type.String()),
});
const DevFlag = Type.Object({
  name: Type.String(),
  description: Type.String(),
  active: Type.Boolean(),
  canaryReleaseType: Type.Union([Type.String(), Type.Null()]),
  canaryReleaseIds: Type.Array(Type.Integer()),
});
const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

type ProductFlagRow = Selectable<FeatureFlagsTable>;
type DevFlagRow = Selectable<FeatureFlagsDevTable>;

const productFlag = (row: ProductFlagRow) => ({
  name: row.name,
  description: row.description,
  languages: JSON.parse(row.languages) as string[],
  sectors: JSON.parse(row.sectors) as string[],
});

const devFlag = (row: DevFlagRow) => ({
  name: row.name,
  description: row.description,
  active: row.active === 1,
  canaryReleaseType: row.canary_release_type,
  canaryReleaseIds: JSON.parse(row.canary_release_ids) as number[],
});

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** 400 with one detail per field holding values outside the spec's list (spec 1 §3). */
function checkTargets(targets: { languages?: readonly string[]; sectors?: readonly string[] }): void {
  const details: ErrorDetail[] = [];
  const check = (field: 'languages' | 'sectors', allowed: readonly string[]) => {
    const unknown = unknownValues(targets[field] ?? [], allowed);
    if (unknown.length > 0) details.push({ path: `feature_flag.${field}`, message: `unknown values: ${unknown.join(', ')}` });
  };
  check('languages', PRODUCT_FLAG_COUNTRIES);
  check('sectors', PRODUCT_FLAG_SECTORS);
  if (details.length > 0) throw new AppError(400, 'validation_failed', 'Some countries or sectors are not known.', details);
}

const NAME_MESSAGES = { mandatory: 'is required', has_space: 'must not contain spaces', name_exists: 'already exists' } as const;

/** spec 1 §5: name required without spaces, description required. */
function checkNewFlag(flag: { name: string; description: string }): void {
  const problems: NewFlagProblems = validateNewFlag(flag);
  const details: ErrorDetail[] = [];
  if (problems.name) details.push({ path: 'feature_flag.name', message: NAME_MESSAGES[problems.name] });
  if (problems.description) details.push({ path: 'feature_flag.description', message: 'is required' });
  if (details.length > 0) throw new AppError(400, 'validation_failed', 'The new flag is not valid.', details);
}

const nameExists = (name: string) => new AppError(409, 'name_exists', `A flag named ${name} already exists.`);
const notFound = (name: string) => new AppError(404, 'not_found', `No flag named ${name}.`);

/** Inserts a new flag; a name taken (also by a concurrent insert) answers 409 name_exists. */
async function insertUnique(db: Kysely<Database>, name: string, insert: (trx: Kysely<Database>) => Promise<void>) {
  try {
    await db.transaction().execute(insert);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists(name);
    throw error;
  }
}

export const featureFlagsRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/feature_flags',
    {
      config: { auth: 'super_admin', permission: MANAGE },
      schema: {
        tags: ['feature flags'],
        summary: 'Every product flag and every dev flag (standard and canary), by name',
        response: { 200: Type.Object({ feature_flags: Type.Array(ProductFlag), feature_flags_dev: Type.Array(DevFlag) }) },
      },
    },
    async () => {
      const [product, dev] = await Promise.all([
        db.selectFrom('feature_flags').selectAll().orderBy('name').execute(),
        db.selectFrom('feature_flags_dev').selectAll().orderBy('name').execute(),
      ]);
      return { feature_flags: product.map(productFlag), feature_flags_dev: dev.map(devFlag) };
    },
  );

  app.put(
    '/super_admin/api/feature_flags/:name',
    {
      config: { auth: 'super_admin', permission: MANAGE },
      schema: {
        tags: ['feature flags'],
        summary: 'Set the countries (languages) and sectors of a product flag (audited)',
        description: 'Only the countries and sectors of spec 1 §3 are accepted (400 with the unknown values). Renaming is not supported.',
        params: NameParams,
        body: Type.Object({
          feature_flag: Type.Object({
            name: Type.Optional(Type.String({ maxLength: 100, description: 'when given, must be the name in the path' })),
            languages: Targets(PRODUCT_FLAG_COUNTRIES),
            sectors: Targets(PRODUCT_FLAG_SECTORS),
          }),
        }),
        response: { 200: ProductFlag, 404: ErrorBody },
      },
    },
    async (request) => {
      const { name } = request.params;
      const body = request.body.feature_flag;
      if (body.name !== undefined && body.name !== name) {
        throw new AppError(400, 'validation_failed', 'A flag cannot be renamed.', [{ path: 'feature_flag.name', message: 'must be the name in the path' }]);
      }
      checkTargets(body);
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('feature_flags').selectAll().where('name', '=', name).executeTakeFirst();
        if (!before) throw notFound(name);
        const changes = {
          languages: JSON.stringify(unique(body.languages)),
          sectors: JSON.stringify(unique(body.sectors)),
          updated_at: new Date().toISOString(),
        };
        await trx.updateTable('feature_flags').set(changes).where('name', '=', name).execute();
        const after = productFlag({ ...before, ...changes });
        await audit(request, trx, {
          action: 'feature_flag.update',
          entityType: 'feature_flag',
          entityId: name,
          before: productFlag(before),
          after,
        });
        return after;
      });
    },
  );

  app.put(
    '/super_admin/api/feature_flags_dev/:name',
    {
      config: { auth: 'super_admin', permission: MANAGE },
      schema: {
        tags: ['feature flags'],
        summary: 'Activate or deactivate a dev flag; for a canary, also set its release type and ids (audited)',
        description:
          'Send {name, active} for a standard flag, the whole flag for a canary. A standard flag cannot become a canary ' +
          'nor the reverse (422 not_a_canary_flag / canary_type_required).',
        params: NameParams,
        body: Type.Object({
          feature_flag: Type.Object({
            name: Type.Optional(Type.String({ maxLength: 100, description: 'when given, must be the name in the path' })),
            active: Type.Boolean(),
            canaryReleaseType: Type.Optional(CanaryType),
            canaryReleaseIds: Type.Optional(CanaryIds),
          }),
        }),
        response: { 200: DevFlag, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { name } = request.params;
      const body = request.body.feature_flag;
      if (body.name !== undefined && body.name !== name) {
        throw new AppError(400, 'validation_failed', 'A flag cannot be renamed.', [{ path: 'feature_flag.name', message: 'must be the name in the path' }]);
      }
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('feature_flags_dev').selectAll().where('name', '=', name).executeTakeFirst();
        if (!before) throw notFound(name);
        const isCanary = before.canary_release_type !== null;
        const wantsCanary = (body.canaryReleaseType ?? null) !== null || (body.canaryReleaseIds?.length ?? 0) > 0;
        if (!isCanary && wantsCanary) {
          throw new AppError(422, 'not_a_canary_flag', `${name} is a standard dev flag: it has no release type nor ids.`);
        }
        if (isCanary && body.canaryReleaseType === null) {
          throw new AppError(422, 'canary_type_required', `${name} is a canary flag: its release type cannot be removed.`);
        }
        const changes: Partial<DevFlagRow> = { active: body.active ? 1 : 0, updated_at: new Date().toISOString() };
        if (isCanary && body.canaryReleaseType) changes.canary_release_type = body.canaryReleaseType;
        if (isCanary && body.canaryReleaseIds) changes.canary_release_ids = JSON.stringify(unique(body.canaryReleaseIds));
        await trx.updateTable('feature_flags_dev').set(changes).where('name', '=', name).execute();
        const after = devFlag({ ...before, ...changes });
        await audit(request, trx, {
          action: 'feature_flag_dev.update',
          entityType: 'feature_flag_dev',
          entityId: name,
          before: devFlag(before),
          after,
        });
        return after;
      });
    },
  );

  app.post(
    '/super_admin/api/feature_flags',
    {
      config: { auth: 'super_admin', permission: ADD },
      schema: {
        tags: ['feature flags'],
        summary: 'Add a product flag (audited)',
        description: 'Name required without spaces and description required (400); a name already used answers 409 name_exists.',
        body: Type.Object({
          feature_flag: Type.Object({
            name: FlagName,
            description: FlagDescription,
            languages: Type.Optional(Targets(PRODUCT_FLAG_COUNTRIES)),
            sectors: Type.Optional(Targets(PRODUCT_FLAG_SECTORS)),
          }),
        }),
        response: { 201: ProductFlag, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body.feature_flag;
      checkNewFlag(body);
      checkTargets(body);
      const now = new Date().toISOString();
      const row: ProductFlagRow = {
        name: body.name,
        description: body.description.trim(),
        languages: JSON.stringify(unique(body.languages ?? [])),
        sectors: JSON.stringify(unique(body.sectors ?? [])),
        created_at: now,
        updated_at: now,
      };
      await insertUnique(db, body.name, async (trx) => {
        const taken = await trx.selectFrom('feature_flags').select('name').where('name', '=', body.name).executeTakeFirst();
        if (taken) throw nameExists(body.name);
        await trx.insertInto('feature_flags').values(row).execute();
        await audit(request, trx, {
          action: 'feature_flag.create',
          entityType: 'feature_flag',
          entityId: row.name,
          after: productFlag(row),
        });
      });
      return reply.status(201).send(productFlag(row));
    },
  );

  app.post(
    '/super_admin/api/feature_flags_dev',
    {
      config: { auth: 'super_admin', permission: ADD },
      schema: {
        tags: ['feature flags'],
        summary: 'Add a dev flag, always inactive (audited)',
        description:
          'A canaryReleaseType makes it a canary (ids default to [] = all). Name required without spaces and description ' +
          'required (400); a name already used answers 409 name_exists; active may only be false.',
        body: Type.Object({
          feature_flag: Type.Object({
            name: FlagName,
            description: FlagDescription,
            active: Type.Optional(Type.Literal(false, { description: 'new dev flags are always created inactive' })),
            canaryReleaseType: Type.Optional(CanaryType),
            canaryReleaseIds: Type.Optional(CanaryIds),
          }),
        }),
        response: { 201: DevFlag, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body.feature_flag;
      checkNewFlag(body);
      const type = body.canaryReleaseType ?? null;
      if (type === null && (body.canaryReleaseIds?.length ?? 0) > 0) {
        throw new AppError(400, 'validation_failed', 'Ids need a canary release type.', [
          { path: 'feature_flag.canaryReleaseType', message: 'is required with canaryReleaseIds' },
        ]);
      }
      const now = new Date().toISOString();
      const row: DevFlagRow = {
        name: body.name,
        description: body.description.trim(),
        active: 0,
        canary_release_type: type,
        canary_release_ids: JSON.stringify(unique(body.canaryReleaseIds ?? [])),
        created_at: now,
        updated_at: now,
      };
      await insertUnique(db, body.name, async (trx) => {
        const taken = await trx.selectFrom('feature_flags_dev').select('name').where('name', '=', body.name).executeTakeFirst();
        if (taken) throw nameExists(body.name);
        await trx.insertInto('feature_flags_dev').values(row).execute();
        await audit(request, trx, {
          action: 'feature_flag_dev.create',
          entityType: 'feature_flag_dev',
          entityId: row.name,
          after: devFlag(row),
        });
      });
      return reply.status(201).send(devFlag(row));
    },
  );
};
