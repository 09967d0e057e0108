import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/types/index.js';
import { forgetTotal, KEPT_FROM, KEPT_TTL_MS, keptTotal } from '../../server/lists/keptTotals.js';

const handle = () => ({}) as Kysely<Database>;

describe('kept totals of large unscoped lists', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a large total until its time is up, then counts again', async () => {
    vi.useFakeTimers();
    const db = handle();
    const count = vi.fn(async () => KEPT_FROM + 5);
    expect(await keptTotal(db, 'charges', count)).toBe(KEPT_FROM + 5);
    count.mockResolvedValue(KEPT_FROM + 6);
    expect(await keptTotal(db, 'charges', count)).toBe(KEPT_FROM + 5);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(KEPT_TTL_MS);
    expect(await keptTotal(db, 'charges', count)).toBe(KEPT_FROM + 6);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts again after this process wrote (forgetTotal), and only for that name and handle', async () => {
    const [db, other] = [handle(), handle()];
    const count = vi.fn(async () => KEPT_FROM);
    await keptTotal(db, 'charges', count);
    await keptTotal(db, 'prospects', count);
    await keptTotal(other, 'charges', count);
    forgetTotal(db, 'charges');
    count.mockResolvedValue(KEPT_FROM + 1);
    expect(await keptTotal(db, 'charges', count)).toBe(KEPT_FROM + 1);
    expect(await keptTotal(db, 'prospects', count)).toBe(KEPT_FROM);
    expect(await keptTotal(other, 'charges', count)).toBe(KEPT_FROM);
  });

  it('never keeps a small total: every answer counts exactly', async () => {
    const db = handle();
    const count = vi.fn(async () => KEPT_FROM - 1);
    await keptTotal(db, 'charges', count);
    await keptTotal(db, 'charges', count);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
