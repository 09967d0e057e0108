import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMELINE_KINDS, type TimelineKind } from '../../src/contracts/timeline';
import { boundAfter, comparePositions, decodeCursor, encodeCursor, type KeysetBound, type TimelinePosition } from '../../server/routes/timeline/position';

const P = (at: string, kind: TimelineKind, id: string): TimelinePosition => ({ at, kind, id });

/** Whether a row of `kind` at (at, id) passes a bound, as the SQL of keyset.ts reads it. */
const passes = (bound: KeysetBound, at: string, id: string) =>
  bound.type === 'at_most' ? at <= bound.at : bound.type === 'before' ? at < bound.at : at < bound.at || (at === bound.at && BigInt(id) < BigInt(bound.id));

describe('timeline positions (server/routes/timeline/position.ts)', () => {
  it('orders newest first, then impersonations, jobs, e-mails, events at one instant, then the higher id', () => {
    const positions = [
      P('2031-01-01T10:00:00.000Z', 'events', '9'),
      P('2031-01-01T11:00:00.000Z', 'emails', '1'),
      P('2031-01-01T10:00:00.000Z', 'impersonations', '2'),
      P('2031-01-01T10:00:00.000Z', 'emails', '3'),
      P('2031-01-01T10:00:00.000Z', 'emails', '12'),
      P('2031-01-01T10:00:00.000Z', 'jobs', '1'),
    ];
    expect([...positions].sort(comparePositions).map(({ kind, id }) => `${kind}:${id}`)).toEqual([
      'emails:1',
      'impersonations:2',
      'jobs:1',
      'emails:12',
      'emails:3',
      'events:9',
    ]);
  });

  it('compares 64-bit ids exactly', () => {
    expect(comparePositions(P('x', 'events', '9007199254740993'), P('x', 'events', '9007199254740992'))).toBeLessThan(0);
  });

  it('bounds each source so that it gives exactly the rows after the cursor', () => {
    const position = fc.record({
      at: fc.constantFrom('2031-01-01T10:00:00.000Z', '2031-01-01T11:00:00.000Z', '2031-01-01T12:00:00.000Z'),
      kind: fc.constantFrom(...TIMELINE_KINDS),
      id: fc.integer({ min: 1, max: 5 }).map(String),
    });
    fc.assert(
      fc.property(position, position, (row, cursor) => {
        expect(passes(boundAfter(row.kind, cursor), row.at, row.id)).toBe(comparePositions(row, cursor) > 0);
      }),
    );
  });

  it('reads back the cursors it writes, and refuses anything else', () => {
    const position = P('2031-01-01T10:00:00.000Z', 'jobs', '18446744073709551');
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const text of ['', 'not-a-cursor', cursor({ at: 'x' }), cursor(['2031-01-01T10:00:00.000Z', 'shops', '1']), cursor(['yesterday', 'jobs', '1']), cursor(['2031-01-01T10:00:00.000Z', 'jobs', 1]), cursor(['2031-01-01T10:00:00.000Z', 'jobs', '-1'])]) {
      expect(decodeCursor(text)).toBeNull();
    }
  });
});
