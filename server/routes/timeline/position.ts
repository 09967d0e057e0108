import { TIMELINE_KINDS, type TimelineKind } from '../../../src/contracts/timeline.js';

/**
 * Where an item sits in the timeline: newest first, then (same instant) the later kind of TIMELINE_KINDS first, then
 * the higher id first. One total order across the four sources, so a cursor (the last item's position) says exactly
 * which rows of each source come after it, whatever kinds the next page asks for.
 */
export interface TimelinePosition {
  at: string;
  kind: TimelineKind;
  /** digits (event ids are 64-bit) */
  id: string;
}

const rank = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);

const compareIds = (a: string, b: string) => {
  const [x, y] = [BigInt(a), BigInt(b)];
  return x === y ? 0 : x < y ? -1 : 1;
};

/** Negative when `a` comes first (is newer) in the timeline. */
export function comparePositions(a: TimelinePosition, b: TimelinePosition): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return rank(b.kind) - rank(a.kind);
  return compareIds(b.id, a.id);
}

/**
 * The rows of one source that come after `cursor`, as a bound on its (time, id) key:
 * - `at_most`: time <= at (a kind ranked before the cursor's: its rows of the same instant come later);
 * - `before`: time < at (a kind ranked after it: its rows of the same instant came already);
 * - `before_row`: (time, id) < (at, id) (the cursor's own kind).
 */
export type KeysetBound = { type: 'at_most'; at: string } | { type: 'before'; at: string } | { type: 'before_row'; at: string; id: string };

export function boundAfter(kind: TimelineKind, cursor: TimelinePosition): KeysetBound {
  if (kind === cursor.kind) return { type: 'before_row', at: cursor.at, id: cursor.id };
  return rank(kind) < rank(cursor.kind) ? { type: 'at_most', at: cursor.at } : { type: 'before', at: cursor.at };
}

/** The opaque cursor of a position: base64url of [at, kind, id]. */
export const encodeCursor = ({ at, kind, id }: TimelinePosition): string => Buffer.from(JSON.stringify([at, kind, id])).toString('base64url');

const INSTANT = /^\d{4}-\d{2}-\d{2}T[0-9:.+\-Z]{1,30}$/;
const ID = /^\d{1,19}$/;

/** The position a cursor names, or null when the text is not a cursor this server gave. */
export function decodeCursor(text: string): TimelinePosition | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [at, kind, id] = value as unknown[];
  if (typeof at !== 'string' || !INSTANT.test(at)) return null;
  if (typeof kind !== 'string' || !(TIMELINE_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  return { at, kind: kind as TimelineKind, id };
}
