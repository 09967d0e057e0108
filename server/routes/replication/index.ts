import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ReplicationAnswer, ReplicationBody, ReplicationErrorBody } from '../../../src/contracts/replication.js';
import { audit } from '../../audit/audit.js';
import type { Database } from '../../db/types/index.js';
import { MAX_DETAILS } from '../../http/errors.js';
import type { RouteContext } from '../../http/routeContext.js';
import { planOf, replicate, ReplicationRefused, type ReplicationHooks, type ReplicationPlan, type TargetPreview } from './store.js';

/** One audit row per changed target (the before and after of each changed option) and its event in the shop's history. */
async function auditTargets(request: FastifyRequest, trx: Kysely<Database>, plan: ReplicationPlan, targets: TargetPreview[]): Promise<void> {
  for (const target of targets) {
    const changed = target.changes.filter((change) => change.changed);
    if (changed.length === 0) continue;
    await audit(request, trx, {
      action: 'shop.replicate_settings',
      entityType: 'shop',
      entityId: target.shop_id,
      before: { source_shop_id: plan.sourceId, ...Object.fromEntries(changed.map((change) => [change.option, change.before])) },
      after: { source_shop_id: plan.sourceId, ...Object.fromEntries(changed.map((change) => [change.option, change.after])) },
      // opening hours alone read as such in the history; anything more is a change of the shop
      event: changed.length === 1 && changed[0].option === 'opening_hours' ? { subtype: 'SHOP_HOURS_UPDATED' } : { subtype: 'SHOP_UPDATED' },
    });
  }
}

/**
 * Runs a replication: the checks, the comparison and (unless dry run) the writes with their audit rows, in one
 * transaction, so it is whole or nothing. `hooks` lets a test act between two steps of the write.
 */
export async function runReplication(db: Kysely<Database>, request: FastifyRequest, body: ReplicationBody, hooks?: ReplicationHooks) {
  const plan = planOf(body);
  const dryRun = body.dry_run ?? false;
  return db.transaction().execute(async (trx) => {
    const outcome = await replicate(trx, request, plan, dryRun, hooks);
    if (!dryRun) await auditTargets(request, trx, plan, outcome.targets);
    return { dry_run: dryRun, source_shop_id: plan.sourceId, changed_shops: outcome.changedShops, targets: outcome.targets };
  });
}

/** The route's answer: the outcome, or the refusal with every problem (spec 3 §8: the console joins `errors` by line breaks). */
export async function answerReplication(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, body: ReplicationBody, hooks?: ReplicationHooks) {
  try {
    return await runReplication(db, request, body, hooks);
  } catch (error) {
    if (!(error instanceof ReplicationRefused)) throw error;
    return reply.code(error.statusCode).send({ error: error.key, message: error.problems[0].message, details: error.problems.slice(0, MAX_DETAILS) });
  }
}

/**
 * Spec 3 §2.4, §3.3, §7 PATCH /super_admin/api/bulk_shops (issue 32): copies a shop's settings to other configured
 * shops of its organisation. The console asks with dry_run first and shows the answer before its confirm button.
 */
export const replicationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.patch(
    '/super_admin/api/bulk_shops',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['shops'],
        summary: "Copy a shop's settings to other shops of its organisation (replication), or preview it (dry_run)",
        description:
          'Body: spec 3 §3.3 replication payload (source_shop_id, targeted_shop_ids, replication_options, convention_replication_options ' +
          '{convention_and_alerts_select: default | flexible | none}, optimisation_replication_options {activation, parameters}, ' +
          'advanced_annualization_replication_options {reference_period, counters_reset}) plus export_models (copy the active pay exporter and ' +
          'the pay configs) and dry_run. Targets: live, configured shops (a convention or a labour law) of the source\'s organisation, the ' +
          'source excluded. The answer lists per target and option the values before and after and whether they change; with dry_run nothing ' +
          'is written. Otherwise every target is written in one transaction, with one audit row per changed target (shop.replicate_settings: ' +
          'before and after of each changed option) and its event (SHOP_HOURS_UPDATED for opening hours alone, else SHOP_UPDATED). ' +
          'Refusals list every problem (at most 20): {error, message, details: [{path, message, key, shop_id, shop_name}]}; nothing is written.',
        body: ReplicationBody,
        response: {
          200: ReplicationAnswer,
          404: { ...ReplicationErrorBody, description: 'replication_source_not_found' },
          409: { ...ReplicationErrorBody, description: 'replication_target_gone: a target was deleted during the write; nothing changed' },
          422: {
            ...ReplicationErrorBody,
            description:
              'replication_target_other_organisation | replication_target_not_configured | replication_source_among_targets | ' +
              'replication_flexible_not_allowed | replication_nothing_to_copy (the first problem\'s key; details lists them all)',
          },
        },
      },
    },
    async (request, reply) => answerReplication(db, request, reply, request.body),
  );
};
