/**
 * A line of the missions CSV (spec 3 §2.1 "missions update", template /csv/update_missions_template.csv):
 * shop_id;label;start_date;end_date, semicolon-separated, dates YYYY-MM-DD (end optional, on or after the start).
 * Pure: the shops service's embedded default applies what it accepts.
 */
export const MISSIONS_COLUMNS = ['shop_id', 'label', 'start_date', 'end_date'] as const;
export const MISSIONS_MAX_BYTES = 1_000_000;
export const MISSIONS_MAX_LINES = 20_000;
export const MAX_MISSION_LABEL = 200;

export interface Mission {
  shop_id: number;
  label: string;
  starts_on: string;
  ends_on: string | null;
}

export type MissionLine = { ok: true; mission: Mission } | { ok: false; column: (typeof MISSIONS_COLUMNS)[number]; reason: string };

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The mission a line holds, or the column at fault and why (an error key: mission_*). */
export function readMissionLine(cells: readonly string[], shopIds: ReadonlySet<number>): MissionLine {
  const [shop = '', label = '', start = '', end = ''] = cells;
  const shopId = /^\d{1,10}$/.test(shop) ? Number(shop) : NaN;
  if (!shopIds.has(shopId)) return { ok: false, column: 'shop_id', reason: 'mission_unknown_shop' };
  if (label === '' || label.length > MAX_MISSION_LABEL) return { ok: false, column: 'label', reason: 'mission_label_required' };
  if (/^[=+\-@]/.test(label)) return { ok: false, column: 'label', reason: 'mission_formula_refused' };
  if (!isDay(start)) return { ok: false, column: 'start_date', reason: 'mission_invalid_date' };
  if (end !== '' && (!isDay(end) || end < start)) return { ok: false, column: 'end_date', reason: 'mission_invalid_date' };
  return { ok: true, mission: { shop_id: shopId, label, starts_on: start, ends_on: end === '' ? null : end } };
}
