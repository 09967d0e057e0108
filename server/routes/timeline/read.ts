import type { Kysely } from 'kysely';
import type { TimelineItem, TimelineKind, TimelinePage } from '../../../src/contracts/timeline.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { boundAfter, comparePositions, encodeCursor, type KeysetBound, type TimelinePosition } from './position.js';
import { emailItems } from './sources/emails.js';
import { eventItems } from './sources/events.js';
import { impersonationItems } from './sources/impersonations.js';
import { jobItems } from './sources/jobs.js';

type Source = (db: Kysely<Database>, dialect: Dialect, organisationId: number, bound: KeysetBound | null, limit: number) => Promise<TimelineItem[]>;

const SOURCES: Record<TimelineKind, Source> = {
  events: (db, _dialect, organisationId, bound, limit) => eventItems(db, organisationId, bound, limit),
  emails: (db, _dialect, organisationId, bound, limit) => emailItems(db, organisationId, bound, limit),
  jobs: jobItems,
  impersonations: (db, _dialect, organisationId, bound, limit) => impersonationItems(db, organisationId, bound, limit),
};

export interface TimelineRequest {
  kinds: readonly TimelineKind[];
  /** the position of the previous page's last item; null for the first page */
  after: TimelinePosition | null;
  limit: number;
}

/**
 * One page of the organisation's timeline: each asked source read newest first after the cursor, limit + 1 rows at most
 * (keyset on its time column, no OFFSET), merged in the one order of position.ts and cut to `limit`. A source's rows
 * beyond those it gave all come after the cut, so `next` (the last item's position) loses and repeats nothing.
 */
export async function readTimeline(db: Kysely<Database>, dialect: Dialect, organisationId: number, request: TimelineRequest): Promise<TimelinePage> {
  const { kinds, after, limit } = request;
  const lists = await Promise.all(kinds.map((kind) => SOURCES[kind](db, dialect, organisationId, after ? boundAfter(kind, after) : null, limit + 1)));
  const merged = lists.flat().sort(comparePositions);
  const items = merged.slice(0, limit);
  const last = items.at(-1);
  return { items, next: merged.length > limit && last ? encodeCursor(last) : null };
}
