// The calls of the reliability scenarios (a mix of list, search, show, update and create) and the
// ledger of every write the server acknowledged, checked afterwards against the database.
import { sql } from 'kysely';
import { PRODUCT_FLAG_COUNTRIES, PRODUCT_FLAG_SECTORS } from '../../src/domain/featureFlagRules.js';
import { openDatabase } from '../../server/db/index.js';

export type Kind = 'list' | 'search' | 'show' | 'update' | 'create';

export interface Call {
  kind: Kind;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: string;
  requestId: string;
  /** what an acknowledged write must have stored */
  expect?: { flag: string; languages: string[]; sectors: string[] } | { devFlag: string; description: string };
}

/** A small deterministic PRNG (mulberry32), so two runs send the same mix. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEARCH_TERMS = ['mar', 'dupont', 'paris', 'lyon', 'jean', 'boulang', 'cafe', 'martin', 'resto', 'sarl', 'nice', 'sophie'];
const ORGANISATION_SORTS = ['id', 'name', 'status', 'shops_count', 'employees_count'];
const SHOP_SORTS = ['id', 'name', 'organisation_id', 'organisation_name', 'referent_name'];

export interface Workload {
  next(random: () => number, requestId: string, mix: Partial<Record<Kind, number>>): Call;
}

/** `productFlags`: the names of the product flags updates may target; `organisations`: highest organisation id. */
export function workload(productFlags: string[], organisations: number): Workload {
  return {
    next(random, requestId, mix) {
      const entries = Object.entries(mix) as [Kind, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = random() * total;
      const kind = entries.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? entries[0][0];
      const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
      const direction = random() < 0.5 ? 'asc' : 'desc';
      const page = 1 + Math.floor(random() * 2);
      switch (kind) {
        case 'list':
          return random() < 0.5
            ? { kind, method: 'GET', requestId, path: `/super_admin/api/organisations?sort=${pick(ORGANISATION_SORTS)}&direction=${direction}&page=${page}` }
            : { kind, method: 'GET', requestId, path: `/super_admin/api/shops?sort=${pick(SHOP_SORTS)}&direction=${direction}&page=${page}` };
        case 'search':
          return { kind, method: 'GET', requestId, path: `/super_admin/api/search?query=${encodeURIComponent(pick(SEARCH_TERMS))}` };
        case 'show': {
          const id = 1 + Math.floor(random() * organisations);
          return random() < 0.6
            ? { kind, method: 'GET', requestId, path: `/super_admin/api/organisations/${id}` }
            : { kind, method: 'GET', requestId, path: `/super_admin/api/organisations/${id}/shops?list_only=true` };
        }
        case 'update': {
          const flag = pick(productFlags);
          const languages = PRODUCT_FLAG_COUNTRIES.filter(() => random() < 0.4);
          const sectors = PRODUCT_FLAG_SECTORS.filter(() => random() < 0.4);
          return {
            kind,
            method: 'PUT',
            requestId,
            path: `/super_admin/api/feature_flags/${flag}`,
            body: JSON.stringify({ feature_flag: { languages, sectors } }),
            expect: { flag, languages, sectors },
          };
        }
        case 'create': {
          const devFlag = `bench_${requestId}`;
          const description = `created by request ${requestId}`;
          return {
            kind,
            method: 'POST',
            requestId,
            path: '/super_admin/api/feature_flags_dev',
            body: JSON.stringify({ feature_flag: { name: devFlag, description } }),
            expect: { devFlag, description },
          };
        }
      }
    },
  };
}

/** What the server acknowledged (a 2xx reached the client), by request id. */
export class Ledger {
  readonly acknowledged = new Map<string, Call>();
  readonly statuses = new Map<string, number>();
  record(call: Call, status: number, errorKey?: string) {
    const key = status >= 200 && status < 300 ? `${status}` : `${status}${errorKey ? ` ${errorKey}` : ''}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (status >= 200 && status < 300 && call.expect) this.acknowledged.set(call.requestId, call);
  }
  count(kind: Kind) {
    return [...this.acknowledged.values()].filter((call) => call.kind === kind).length;
  }
}

export interface Verification {
  creates: number;
  updates: number;
  missing: string[];
  /** acknowledged or not, every bench flag has its audit row and the reverse (one transaction) */
  torn: string[];
  spotChecked: number;
}

/**
 * Every acknowledged create is a row with the description sent, with its audit row; every
 * acknowledged update has its audit row (found by the X-Request-Id sent) holding the languages and
 * sectors sent; each product flag ends with the values of its last audited update.
 */
export async function verifyLedger(databaseUrl: string, ledger: Ledger, prefix: string): Promise<Verification> {
  const handle = openDatabase(databaseUrl);
  try {
    const db = handle.db;
    const missing: string[] = [];
    const flags = new Map(
      (await db.selectFrom('feature_flags_dev').select(['name', 'description']).where('name', 'like', `bench_${prefix}%`).execute()).map((row) => [row.name, row.description]),
    );
    const audits = await db
      .selectFrom('audit_events')
      // the X-Request-Id sent is kept as the correlation id (issue 27: the request id is the server's own)
      .select(['id', 'action', 'entity_id', 'correlation_id', 'after'])
      .where('correlation_id', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
    const auditByRequest = new Map(audits.map((row) => [row.correlation_id!, row]));
    let creates = 0;
    let updates = 0;
    let spotChecked = 0;
    for (const call of ledger.acknowledged.values()) {
      const audit = auditByRequest.get(call.requestId);
      if (call.expect && 'devFlag' in call.expect) {
        creates++;
        if (flags.get(call.expect.devFlag) !== call.expect.description) missing.push(`create ${call.expect.devFlag}: row missing or different`);
        if (!audit || audit.action !== 'feature_flag_dev.create') missing.push(`create ${call.expect.devFlag}: audit row missing`);
      } else if (call.expect && 'flag' in call.expect) {
        updates++;
        if (!audit || audit.action !== 'feature_flag.update' || audit.entity_id !== call.expect.flag) {
          missing.push(`update ${call.requestId} of ${call.expect.flag}: audit row missing`);
          continue;
        }
        const after = JSON.parse(audit.after ?? '{}') as { languages?: string[]; sectors?: string[] };
        if (JSON.stringify(after.languages) !== JSON.stringify(call.expect.languages) || JSON.stringify(after.sectors) !== JSON.stringify(call.expect.sectors)) {
          missing.push(`update ${call.requestId} of ${call.expect.flag}: stored ${audit.after}, sent ${call.body}`);
        }
        spotChecked++;
      }
    }
    // each product flag holds the values of its last audited update
    const lastUpdate = new Map<string, string>();
    for (const row of audits) if (row.action === 'feature_flag.update') lastUpdate.set(row.entity_id!, row.after ?? '{}');
    for (const [flag, after] of lastUpdate) {
      const current = await db.selectFrom('feature_flags').select(['languages', 'sectors']).where('name', '=', flag).executeTakeFirst();
      const expected = JSON.parse(after) as { languages: string[]; sectors: string[] };
      if (!current || current.languages !== JSON.stringify(expected.languages) || current.sectors !== JSON.stringify(expected.sectors)) {
        missing.push(`product flag ${flag} does not hold its last audited update`);
      }
    }
    // no torn write: a bench flag without its audit row, or the reverse
    const createdByAudit = new Set(audits.filter((row) => row.action === 'feature_flag_dev.create').map((row) => row.entity_id));
    const torn = [...flags.keys()].filter((name) => !createdByAudit.has(name)).concat([...createdByAudit].filter((name) => !flags.has(name!)) as string[]);
    await sql`select 1`.execute(db);
    return { creates, updates, missing, torn, spotChecked: spotChecked + creates };
  } finally {
    await handle.close();
  }
}
