import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SERVICE_PATHS } from '../../../src/contracts/services.js';
import { parseLabourLawCountry, type LabourLawCountry } from '../../../src/domain/labourLaws.js';
import { dropNullRules, labourLawProblems, type RulesObject } from '../../../src/domain/labourLawValidation.js';
import { audit } from '../../audit/audit.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { AppError, ErrorBody } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import {
  ApiCountry,
  DeleteUnauthorizedBody,
  LABOUR_LAW_IN_USE,
  LABOUR_LAW_INPUT_BOUNDS,
  LabourLawBody,
  LabourLawInputBody,
  LabourLawListBody,
  LawIdentityQuery,
} from '../../../src/contracts/labourLaws.js';
import { auditIdOf, auditState, deleteLaw, findLaw, insertLaw, listLaws, nameFromKey, shopCount, toApiLaw, updateLaw, type LabourLawRow } from './store.js';

/** Where app.ts mounts the service; the console's runtime configuration points `services.labourLaws` here. */
export const LABOUR_LAWS_PREFIX = SERVICE_PATHS.labourLaws;

const TAGS = ['labour laws service'];
const ACCESS = { auth: 'super_admin', permission: 'can_manage_labour_laws' } as const;

const stored = (query: LawIdentityQuery) => ({ ...query, country: query.country.toUpperCase() });

/**
 * The labour-laws service (spec 1 §7): a separate service mounted on its own prefix, as if it were
 * its own host. Same staff tokens as the super-admin API; every route needs can_manage_labour_laws.
 */
export const labourLawsService: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/labour_laws',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: "A country's labour laws, by name, with how many shops follow each",
        querystring: Type.Object({ country: ApiCountry }),
        response: { 200: LabourLawListBody },
      },
    },
    async (request) => {
      const laws = await listLaws(db, request.query.country.toUpperCase());
      return { labour_laws: laws, total: laws.length };
    },
  );

  app.get(
    '/labour_law',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: 'One labour law by country, scope and key',
        querystring: LawIdentityQuery,
        response: { 200: LabourLawBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findLaw(db, stored(request.query));
      if (!row) throw new AppError(404, 'not_found', 'No such labour law.');
      return toApiLaw(row, await shopCount(db, row.id));
    },
  );

  app.put(
    '/labour_law',
    {
      config: ACCESS,
      bodyLimit: LABOUR_LAW_INPUT_BOUNDS.bodyBytes,
      schema: {
        tags: TAGS,
        summary: 'Create or update a labour law (audited)',
        description:
          'The law is identified by country, scope and key: 201 when it is created, 200 when it is updated. ' +
          'Rules whose value is null are dropped before saving. Every problem of the body comes back in one ' +
          '400 validation_failed, one detail per field (`key`, `alerts[2]`, `rules.max_daily_hours` ...), the first 20 ' +
          `then "and N more problems". Bounds: a body of ${LABOUR_LAW_INPUT_BOUNDS.bodyBytes / 1024} KiB, and those of every route.`,
        body: LabourLawInputBody,
        response: { 200: LabourLawBody, 201: LabourLawBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const problems = labourLawProblems(body);
      if (problems.length > 0) {
        const named = problems.slice(0, 3).map((p) => p.message);
        if (problems.length > named.length) named.push(`${problems.length - named.length} more problems`);
        throw new AppError(400, 'validation_failed', `The labour law is not valid: ${named.join('; ')}.`, problems);
      }
      const country = parseLabourLawCountry(body.country) as LabourLawCountry;
      const identity = { country, scope: body.scope, key: body.key };
      const fields = {
        alerts: JSON.stringify(body.alerts),
        absences_with_owed_meal: JSON.stringify(body.absencesWithOwedMeal),
        rules: JSON.stringify(dropNullRules(body.rules as RulesObject)),
        updated_at: new Date().toISOString(),
      };
      let created = false;
      let saved: LabourLawRow;
      try {
        saved = await db.transaction().execute(async (trx) => {
          const existing = await findLaw(trx, identity);
          const row = existing
            ? await updateLaw(trx, existing.id, { ...fields, name: body.name?.trim() || existing.name, enabled: (body.enabled ?? !!existing.enabled) ? 1 : 0 })
            : await insertLaw(trx, { ...identity, ...fields, name: body.name?.trim() || nameFromKey(body.key), enabled: body.enabled === false ? 0 : 1, created_at: fields.updated_at });
          created = !existing;
          await audit(request, trx, {
            action: existing ? 'labour_law.update' : 'labour_law.create',
            entityType: 'labour_law',
            entityId: auditIdOf(identity),
            before: existing ? auditState(existing) : undefined,
            after: auditState(row),
          });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'conflict', 'This labour law was created at the same time by someone else; try again.');
        throw error;
      }
      return reply.status(created ? 201 : 200).send(toApiLaw(saved, await shopCount(db, saved.id)));
    },
  );

  app.delete(
    '/labour_law',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: 'Delete a labour law no shop follows (audited)',
        description:
          'Refused while shops follow the law: 401 `labour_law_in_use` with the message "Labour law used by shops [N]" ' +
          'and details [{shops_count: N}]. The status is 401 only to keep the legacy console contract (spec 1 §8); ' +
          'it is not an authentication failure.',
        querystring: LawIdentityQuery,
        response: { 204: Type.Null({ description: 'deleted' }), 401: DeleteUnauthorizedBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const identity = stored(request.query);
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await findLaw(trx, identity);
        if (!row) return { kind: 'missing' as const };
        const shops = await shopCount(trx, row.id);
        if (shops > 0) return { kind: 'in_use' as const, shops };
        await deleteLaw(trx, row.id);
        await audit(request, trx, {
          action: 'labour_law.delete',
          entityType: 'labour_law',
          entityId: auditIdOf(identity),
          before: auditState(row),
        });
        return { kind: 'deleted' as const };
      });
      if (outcome.kind === 'missing') throw new AppError(404, 'not_found', 'No such labour law.');
      if (outcome.kind === 'in_use') {
        request.log.info({ error: LABOUR_LAW_IN_USE, shops: outcome.shops }, 'labour law delete refused');
        return reply.status(401).send({
          error: LABOUR_LAW_IN_USE,
          message: `Labour law used by shops [${outcome.shops}]`,
          details: [{ path: 'shops_count', message: `${outcome.shops} shops follow this labour law`, shops_count: outcome.shops }],
        });
      }
      return reply.status(204).send(null);
    },
  );
};
