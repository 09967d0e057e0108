import type { ReplicationBody, ReplicationChange } from '../../contracts/replication';
import { CONVENTION_CHOICES, conventionChoices, REPLICATION_OPTIONS, type ConventionChoice, type ConventionSource, type ReplicationOption } from './options';

/** What the replication screen holds (spec 3 §2.4). */
export interface ReplicationForm {
  sourceId: number | null;
  targetIds: number[];
  options: ReplicationOption[];
  convention: ConventionChoice;
  exportModels: boolean;
}

export const EMPTY_REPLICATION_FORM: ReplicationForm = { sourceId: null, targetIds: [], options: [], convention: 'none', exportModels: false };

/** A shop of the list as the screen needs it (spec 3 §3.3 shop row). */
export interface ReplicationShop extends ConventionSource {
  id: number;
  name: string;
  configured: boolean;
}

/** Spec 3 §2.4: targets are the configured shops other than the source, filtered by a search on the name (accents and case ignored). */
export function targetCandidates<T extends ReplicationShop>(shops: readonly T[], sourceId: number | null, search: string): T[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const wanted = fold(search.trim());
  return shops.filter((shop) => shop.configured && shop.id !== sourceId && (wanted === '' || fold(shop.name).includes(wanted)));
}

/** The request, or null while something required is missing (a source, a target, something to copy). */
export function replicationBody(form: ReplicationForm, dryRun: boolean): ReplicationBody | null {
  if (form.sourceId === null || form.targetIds.length === 0) return null;
  if (form.options.length === 0 && form.convention === 'none' && !form.exportModels) return null;
  return {
    source_shop_id: form.sourceId,
    targeted_shop_ids: [...form.targetIds].sort((a, b) => a - b),
    replication_options: REPLICATION_OPTIONS.filter((option) => form.options.includes(option)),
    convention_replication_options: { convention_and_alerts_select: form.convention },
    export_models: form.exportModels,
    dry_run: dryRun,
  };
}

/** A new source keeps the targets that are still candidates and a convention choice it offers. */
export function withSource(form: ReplicationForm, source: ReplicationShop | undefined): ReplicationForm {
  const choices = conventionChoices(source);
  return {
    ...form,
    sourceId: source?.id ?? null,
    targetIds: form.targetIds.filter((id) => id !== source?.id),
    convention: choices.includes(form.convention) ? form.convention : 'none',
  };
}

export const isConventionChoice = (value: unknown): value is ConventionChoice => (CONVENTION_CHOICES as readonly unknown[]).includes(value);

/** The fields of a change whose value differs, in the option's order. */
export function changedFields(change: ReplicationChange): string[] {
  return Object.keys(change.after).filter((key) => JSON.stringify(change.before[key]) !== JSON.stringify(change.after[key]));
}
