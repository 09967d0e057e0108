import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LEGACY_INTEGRATION_SOURCE, PAY_EXPORTERS } from '../../../src/contracts/modules.js';
import {
  DEFAULT_SHOP_SETTING_DOCUMENTS,
  type ReplicationBody,
  type ReplicationChange,
  type ReplicationProblem,
  type ShopSettingDocuments,
} from '../../../src/contracts/replication.js';
import {
  conventionChoices,
  DOCUMENT_OPTIONS,
  SETTINGS_ROW_OPTIONS,
  type ConventionChoice,
  type DocumentOption,
  type ReplicatedPart,
  skipReason,
  type ReplicationOption,
  type SettingsRowOption,
} from '../../../src/domain/replication/options.js';
import { DEFAULT_SHOP_SETTINGS, SHOP_SETTINGS_FLAGS, type ShopSettingsValues } from '../../../src/domain/shopSettings.js';
import type { Database } from '../../db/types/index.js';
import { findConfig, shopIdsOf } from '../../services/pay-configs/store.js';
import { storeConfigShops } from '../../services/pay-configs/writes.js';
import { writeManyShopSettings } from '../shops/settingsStore.js';

type Values = Record<string, unknown>;
type Db = Kysely<Database>;

/** A refusal of the whole replication: one problem per shop (or one for the request), nothing written. */
export class ReplicationRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly problems: ReplicationProblem[],
  ) {
    super(problems.map((problem) => problem.message).join('\n'));
    this.name = 'ReplicationRefused';
  }
}

/** The request, its defaults filled in. */
export interface ReplicationPlan {
  sourceId: number;
  targetIds: number[];
  options: Set<ReplicationOption>;
  convention: ConventionChoice;
  optimisation: { activation: boolean; parameters: boolean };
  annualization: { reference_period: boolean; counters_reset: boolean };
  exportModels: boolean;
}

export function planOf(body: ReplicationBody): ReplicationPlan {
  return {
    sourceId: body.source_shop_id,
    targetIds: body.targeted_shop_ids,
    options: new Set(body.replication_options),
    convention: body.convention_replication_options?.convention_and_alerts_select ?? 'none',
    optimisation: { activation: body.optimisation_replication_options?.activation ?? true, parameters: body.optimisation_replication_options?.parameters ?? true },
    annualization: {
      reference_period: body.advanced_annualization_replication_options?.reference_period ?? true,
      counters_reset: body.advanced_annualization_replication_options?.counters_reset ?? true,
    },
    exportModels: body.export_models ?? false,
  };
}

/** The parts the plan copies, in the order of the preview. */
export function partsOf(plan: ReplicationPlan): ReplicatedPart[] {
  const parts: ReplicatedPart[] = [...plan.options].filter(
    (option) =>
      (option !== 'optimisation_settings' || plan.optimisation.activation || plan.optimisation.parameters) &&
      (option !== 'advanced_annualization' || plan.annualization.reference_period || plan.annualization.counters_reset),
  );
  if (plan.convention !== 'none') parts.push('convention_and_alerts_select');
  if (plan.exportModels) parts.push('export_models');
  return parts;
}

interface ShopFacts {
  id: number;
  name: string;
  organisation_id: number;
  convention: string | null;
  flexible_convention: boolean;
  labour_law_id: number | null;
  live: boolean;
}

/** What the replication reads of a shop. */
interface ShopState {
  facts: ShopFacts;
  settings: ShopSettingsValues;
  hasSettingsRow: boolean;
  documents: ShopSettingDocuments;
  payExporter: string | null;
  payConfigs: { id: string; name: string }[];
  /** the shop's shift_popular feature is active (read only when popular shifts are copied) */
  shiftPopular: boolean;
}

const CHUNK = 500;
const chunks = <T>(list: readonly T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

async function shopFacts(db: Db, ids: readonly number[]): Promise<Map<number, ShopFacts>> {
  const facts = new Map<number, ShopFacts>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('shops')
      .select(['id', 'name', 'organisation_id', 'convention', 'flexible_convention', 'labour_law_id', 'deleted_at', 'organisation_deleted_at'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) {
      facts.set(row.id, {
        id: row.id,
        name: row.name,
        organisation_id: row.organisation_id,
        convention: row.convention,
        flexible_convention: row.flexible_convention === 1,
        labour_law_id: row.labour_law_id,
        live: row.deleted_at === null && row.organisation_deleted_at === null,
      });
    }
  }
  return facts;
}

/** Every shop's settings, documents and export models, a few reads per 500 shops. */
async function shopStates(db: Db, facts: Map<number, ShopFacts>, parts: readonly ReplicatedPart[]): Promise<Map<number, ShopState>> {
  const withExportModels = parts.includes('export_models');
  const ids = [...facts.keys()];
  const states = new Map<number, ShopState>();
  for (const id of ids) {
    states.set(id, {
      facts: facts.get(id)!,
      settings: { ...DEFAULT_SHOP_SETTINGS },
      hasSettingsRow: false,
      documents: structuredClone(DEFAULT_SHOP_SETTING_DOCUMENTS),
      payExporter: null,
      payConfigs: [],
      shiftPopular: false,
    });
  }
  for (const part of chunks(ids)) {
    for (const row of await db.selectFrom('shop_settings').selectAll().where('shop_id', 'in', part).execute()) {
      const state = states.get(row.shop_id)!;
      const flags = Object.fromEntries(SHOP_SETTINGS_FLAGS.map((name) => [name, row[name] === 1]));
      state.hasSettingsRow = true;
      state.settings = {
        ...flags,
        popular_shifts_count: row.popular_shifts_count,
        opening_time: row.opening_time,
        closing_time: row.closing_time,
        paid_vacation_calculation_type: row.paid_vacation_calculation_type,
        modulation_calculation_type: row.modulation_calculation_type,
        punch_clock_token: row.punch_clock_token,
        lateness_notification: row.lateness_notification,
      } as ShopSettingsValues;
    }
    for (const row of await db.selectFrom('shop_setting_documents').select(['shop_id', 'option', 'document']).where('shop_id', 'in', part).execute()) {
      const option = row.option as DocumentOption;
      if (!DOCUMENT_OPTIONS.includes(option)) continue;
      (states.get(row.shop_id)!.documents as Record<string, unknown>)[option] = JSON.parse(row.document);
    }
    if (parts.includes('popular_shifts')) {
      const features = await db.selectFrom('shop_feature_states').select('shop_id').where('shop_id', 'in', part).where('name', '=', 'shift_popular').where('activated', '=', 1).execute();
      for (const row of features) states.get(row.shop_id)!.shiftPopular = true;
    }
    if (!withExportModels) continue;
    const exporters = await db
      .selectFrom('shop_integrations')
      .select(['shop_id', 'source'])
      .where('shop_id', 'in', part)
      .where('active', '=', 1)
      .where('fake_destroyed_at', 'is', null)
      .where('source', '!=', LEGACY_INTEGRATION_SOURCE)
      .orderBy('id')
      .execute();
    for (const row of exporters) {
      const state = states.get(row.shop_id)!;
      state.payExporter ??= row.source;
    }
    const configs = await db
      .selectFrom('pay_config_shops as s')
      .innerJoin('pay_configs as c', 'c.id', 's.pay_config_id')
      .select(['s.shop_id', 'c.id', 'c.name'])
      .where('s.shop_id', 'in', part)
      .where('c.deleted_at', 'is', null)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
    for (const row of configs) states.get(row.shop_id)!.payConfigs.push({ id: row.id, name: row.name });
  }
  return states;
}

const pick = (values: Values, keys: readonly string[]): Values => Object.fromEntries(keys.map((key) => [key, values[key]]));

const OPTIMISATION_PARAMETERS = Object.keys(DEFAULT_SHOP_SETTING_DOCUMENTS.optimisation_settings);

/** The fields of `part` the plan copies, read from a shop's state (the same keys for the source and the targets). */
function valuesOf(plan: ReplicationPlan, part: ReplicatedPart, state: ShopState): Values {
  if (part in SETTINGS_ROW_OPTIONS) return pick(state.settings, SETTINGS_ROW_OPTIONS[part as SettingsRowOption]);
  if (part === 'optimisation_settings') {
    return {
      ...(plan.optimisation.activation ? { opti: state.settings.opti } : {}),
      ...(plan.optimisation.parameters ? pick(state.documents.optimisation_settings, OPTIMISATION_PARAMETERS) : {}),
    };
  }
  if (part === 'advanced_annualization') {
    const document = state.documents.advanced_annualization;
    return {
      ...(plan.annualization.reference_period ? { reference_period_start: document.reference_period_start, annual_hours: document.annual_hours } : {}),
      ...(plan.annualization.counters_reset ? { counters_reset: document.counters_reset } : {}),
    };
  }
  if (part === 'convention_and_alerts_select') {
    return { convention: state.facts.convention, convention_flexible: state.facts.flexible_convention, labour_law_config: state.facts.labour_law_id };
  }
  if (part === 'export_models') return { pay_exporter: state.payExporter, pay_configs: state.payConfigs.map((config) => config.name) };
  return { ...(state.documents[part as DocumentOption] as Values) };
}

/** What the target gets: the source's values, the convention as chosen (flexible drops the labour law; standard is not flexible). */
function desiredOf(plan: ReplicationPlan, part: ReplicatedPart, source: ShopState): Values {
  const values = valuesOf(plan, part, source);
  if (part === 'convention_and_alerts_select') return { ...values, convention_flexible: plan.convention === 'flexible', ...(plan.convention === 'flexible' ? { labour_law_config: null } : {}) };
  return values;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface TargetPreview {
  shop_id: number;
  shop_name: string;
  changes: ReplicationChange[];
}

export interface ReplicationOutcome {
  targets: TargetPreview[];
  changedShops: number;
}

type Problem = Omit<ReplicationProblem, 'path' | 'message'>;
const PATHS: Record<string, string> = {
  replication_source_not_found: 'source_shop_id',
  replication_flexible_not_allowed: 'convention_replication_options.convention_and_alerts_select',
  replication_nothing_to_copy: 'replication_options',
};

function refuse(statusCode: number, problems: Problem[]): never {
  const listed = problems.map((problem) => ({ path: PATHS[problem.key] ?? 'targeted_shop_ids', message: problemText(problem), ...problem }));
  throw new ReplicationRefused(statusCode, problems[0].key, listed);
}

/**
 * The checks of spec 3 §2.4: the source is a live shop (404 otherwise), every target a live, configured shop of its
 * organisation other than the source, the flexible convention only from a flexible source without labour_law_config,
 * something to copy. Every problem is listed (422), not only the first.
 */
function checkPlan(plan: ReplicationPlan, facts: Map<number, ShopFacts>, organisationOf: (id: number) => number | undefined): ShopFacts {
  const source = facts.get(plan.sourceId);
  if (!source?.live) refuse(404, [{ key: 'replication_source_not_found', shop_id: plan.sourceId, shop_name: null }]);
  const problems: Problem[] = [];
  for (const id of plan.targetIds) {
    const target = facts.get(id);
    const shop = { shop_id: id, shop_name: target?.name ?? null };
    if (id === plan.sourceId) problems.push({ key: 'replication_source_among_targets', ...shop });
    else if (!target?.live || organisationOf(id) !== source.organisation_id) problems.push({ key: 'replication_target_other_organisation', ...shop });
    else if (target.convention === null && target.labour_law_id === null) problems.push({ key: 'replication_target_not_configured', ...shop });
  }
  if (plan.convention !== 'none' && !conventionChoices({ convention_flexible: source.flexible_convention, labour_law_config: source.labour_law_id }).includes(plan.convention)) {
    problems.push({ key: 'replication_flexible_not_allowed', shop_id: source.id, shop_name: source.name });
  }
  if (partsOf(plan).length === 0) problems.push({ key: 'replication_nothing_to_copy', shop_id: null, shop_name: null });
  if (problems.length > 0) refuse(422, problems);
  return source;
}

const PROBLEM_TEXT: Record<string, (p: Problem) => string> = {
  replication_source_not_found: (p) => `Source shop ${p.shop_id} not found.`,
  replication_source_among_targets: (p) => `Shop ${p.shop_id} is the source: it cannot be a target.`,
  replication_target_other_organisation: (p) => `Shop ${p.shop_id} is not a shop of the source's organisation.`,
  replication_target_not_configured: (p) => `Shop ${p.shop_id} (${p.shop_name}) is not configured (no convention nor labour law).`,
  replication_flexible_not_allowed: (p) => `The flexible convention cannot be copied from shop ${p.shop_id}: it is not flexible or has a labour-law config.`,
  replication_nothing_to_copy: () => 'Choose at least one option, the convention or the export models.',
  replication_target_gone: (p) => `Shop ${p.shop_id} was deleted during the replication; nothing was changed.`,
};
const problemText = (p: Problem) => PROBLEM_TEXT[p.key]?.(p) ?? p.key;

/** Hooks a test uses to change the world between two steps of the write (a target deleted meanwhile). */
export interface ReplicationHooks {
  afterPart?: (trx: Db, part: ReplicatedPart) => Promise<void>;
}

/**
 * Plans (and unless `dryRun`, writes) a replication in the caller's transaction: checks, reads the source and every
 * target, compares option by option, writes the changed ones set-based, then checks that every target still exists
 * (409 replication_target_gone otherwise, so the caller's transaction rolls everything back).
 */
export async function replicate(db: Db, request: FastifyRequest, plan: ReplicationPlan, dryRun: boolean, hooks: ReplicationHooks = {}): Promise<ReplicationOutcome> {
  const facts = await shopFacts(db, [plan.sourceId, ...plan.targetIds]);
  const source = checkPlan(plan, facts, (id) => facts.get(id)?.organisation_id);
  const parts = partsOf(plan);
  const states = await shopStates(db, facts, parts);
  const sourceState = states.get(source.id)!;
  const desired = new Map(parts.map((part) => [part, desiredOf(plan, part, sourceState)]));
  const targets: TargetPreview[] = plan.targetIds.map((id) => {
    const state = states.get(id)!;
    return {
      shop_id: id,
      shop_name: state.facts.name,
      changes: parts.map((part) => {
        const before = valuesOf(plan, part, state);
        const skipped = skipReason(part, state);
        if (skipped) return { option: part, changed: false, skipped, before, after: before };
        const after = desired.get(part)!;
        return { option: part, changed: !same(before, after), before, after };
      }),
    };
  });
  const changedShops = targets.filter((target) => target.changes.some((change) => change.changed)).length;
  if (dryRun || changedShops === 0) return { targets, changedShops };

  const changes = new Map(targets.map((t) => [t.shop_id, new Map(t.changes.map((c) => [c.option, c]))]));
  const changedFor = (id: number, part: ReplicatedPart) => changes.get(id)?.get(part)?.changed === true;
  const changedIn = (part: ReplicatedPart) => plan.targetIds.filter((id) => changedFor(id, part));
  const now = new Date().toISOString();
  // a target deleted while we wrote: the caller's transaction is rolled back by this refusal
  const targetsStillLive = async () => {
    const after = await shopFacts(db, plan.targetIds);
    const gone = plan.targetIds.filter((id) => !after.get(id)?.live);
    if (gone.length > 0) refuse(409, gone.map((id) => ({ key: 'replication_target_gone', shop_id: id, shop_name: facts.get(id)?.name ?? null })));
  };

  // the settings row: every row option and the optimisation activation, one merged write per changed target
  const rowParts = parts.filter((part) => part in SETTINGS_ROW_OPTIONS || part === 'optimisation_settings');
  const rowTargets = new Set(rowParts.flatMap(changedIn));
  const rows: { shopId: number; values: ShopSettingsValues }[] = [];
  for (const id of rowTargets) {
    const state = states.get(id)!;
    const next: ShopSettingsValues = { ...state.settings };
    // only the parts that change for this target (a skipped part keeps the target's value)
    for (const part of rowParts.filter((p) => changedFor(id, p))) {
      const values = desired.get(part)!;
      for (const [key, value] of Object.entries(values)) if (key in next) (next as Record<string, unknown>)[key] = value;
    }
    if (!next.allow_badging_pause) next.short_break_takes_planned_break = false;
    rows.push({ shopId: id, values: next });
  }
  await writeManyShopSettings(db, rows);
  for (const part of rowParts) await hooks.afterPart?.(db, part);

  // the documents: the whole document of the source (or its copied fields), set-based upserts
  for (const part of parts.filter((p): p is DocumentOption => (DOCUMENT_OPTIONS as readonly string[]).includes(p))) {
    const values = desired.get(part)!;
    const rows = changedIn(part).map((id) => {
      const current = states.get(id)!.documents[part] as Values;
      const document = part === 'optimisation_settings' || part === 'advanced_annualization' ? { ...current, ...pick(values, Object.keys(values).filter((k) => k in current)) } : values;
      return { shop_id: id, option: part, document: JSON.stringify(document), updated_at: now };
    });
    for (const batch of chunks(rows)) {
      await db
        .insertInto('shop_setting_documents')
        .values(batch)
        .onConflict((oc) => oc.columns(['shop_id', 'option']).doUpdateSet((eb) => ({ document: eb.ref('excluded.document'), updated_at: eb.ref('excluded.updated_at') })))
        .execute();
    }
    await hooks.afterPart?.(db, part);
  }

  if (parts.includes('convention_and_alerts_select')) {
    const values = desired.get('convention_and_alerts_select')!;
    for (const batch of chunks(changedIn('convention_and_alerts_select'))) {
      await db
        .updateTable('shops')
        .set({ convention: values.convention as string | null, flexible_convention: values.convention_flexible ? 1 : 0, labour_law_id: values.labour_law_config as number | null, updated_at: now })
        .where('id', 'in', batch)
        .execute();
    }
    await hooks.afterPart?.(db, 'convention_and_alerts_select');
  }

  if (parts.includes('export_models')) {
    const exportTargets = changedIn('export_models');
    await copyExportModels(db, sourceState, exportTargets, now);
    // the pay-config service refuses a deleted shop with its own key: say first that a target is gone
    await targetsStillLive();
    await assignPayConfigs(db, request, sourceState, exportTargets.map((id) => states.get(id)!));
    await hooks.afterPart?.(db, 'export_models');
  }

  await targetsStillLive();
  return { targets, changedShops };
}

/** The source's active pay exporter (or none) becomes each target's, set-based. */
async function copyExportModels(db: Db, source: ShopState, targetIds: number[], now: string): Promise<void> {
  const key = source.payExporter;
  const organisationId = source.facts.organisation_id;
  for (const batch of chunks(targetIds)) {
    await db
      .updateTable('shop_integrations')
      .set({ active: 0, updated_at: now })
      .where('shop_id', 'in', batch)
      .where('active', '=', 1)
      .where('source', '!=', LEGACY_INTEGRATION_SOURCE)
      .$if(key !== null, (q) => q.where('source', '!=', key!))
      .execute();
    if (key !== null) {
      await db
        .updateTable('shop_integrations')
        .set({ active: 1, updated_at: now })
        .where('shop_id', 'in', batch)
        .where('source', '=', key)
        .where('active', '=', 0)
        .where('fake_destroyed_at', 'is', null)
        .execute();
      const having = new Set(
        (await db.selectFrom('shop_integrations').select('shop_id').where('shop_id', 'in', batch).where('source', '=', key).where('fake_destroyed_at', 'is', null).execute()).map(
          (row) => row.shop_id,
        ),
      );
      const name = PAY_EXPORTERS.find((exporter) => exporter.key === key)?.name ?? key;
      const missing = batch.filter((id) => !having.has(id));
      if (missing.length > 0) {
        await db
          .insertInto('shop_integrations')
          .values(missing.map((id) => ({ organisation_id: organisationId, shop_id: id, source: key, name, active: 1, fake_destroyed_at: null, created_at: now, updated_at: now })))
          .execute();
      }
    }
  }
}

/**
 * The source's pay configs become the targets' (and only those): each config that gains or loses targets gets its
 * new shop list through the pay-config service's "assign shops" store (its organisation rule and its audit row), in
 * the replication's transaction. One write per config, whatever the number of targets.
 */
async function assignPayConfigs(db: Db, request: FastifyRequest, source: ShopState, targets: readonly ShopState[]): Promise<void> {
  if (targets.length === 0) return;
  const targetIds = new Set(targets.map((target) => target.facts.id));
  const sourceConfigs = new Set(source.payConfigs.map((config) => config.id));
  const configIds = [...new Set([...sourceConfigs, ...targets.flatMap((target) => target.payConfigs.map((config) => config.id))])].sort();
  const shopsOf = await shopIdsOf(db, configIds);
  for (const id of configIds) {
    const current = shopsOf.get(id) ?? [];
    const next = [...current.filter((shopId) => !targetIds.has(shopId)), ...(sourceConfigs.has(id) ? targetIds : [])].sort((a, b) => a - b);
    if (same(current, next)) continue;
    const row = await findConfig(db, id);
    if (row) await storeConfigShops(db, request, row, next);
  }
}
