import { splitTtc } from '../../../src/domain/invoices/amounts.js';
import { VAT_ZONES, type InvoiceKind } from '../../../src/domain/invoices/catalogue.js';
import { formatInvoiceNumber, SERIES_PREFIX, seriesOf } from '../../../src/domain/invoices/numbering.js';
import type { Dialect } from '../../db/dialect.js';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { TableSeeder } from './index.js';
import { FastRandom } from '../pools.js';
import { REFERENCE_DATE } from '../random.js';
import type { OrganisationBundle } from '../rows.js';

type Write = (table: string, row: Record<string, unknown>) => void;

/** How many charges a shop gets: the share of shops with any, and a range for those. */
export interface ChargeVolume {
  shopShare: number;
  perShop: readonly [number, number];
}

/** ~5 a shop: 1,000,000 charges over the large dataset's 200,000 shops. */
export const SCALED_CHARGES: ChargeVolume = { shopShare: 1, perShop: [2, 8] };
/** A few hundred over the demo's 600 shops. */
export const DEMO_CHARGES: ChargeVolume = { shopShare: 0.3, perShop: [1, 3] };

const DAY_MS = 86_400_000;
/** Charges spread over the 365 days before the reference date. */
const CHARGE_DAYS = 365;

/** Ids and the gap-free numbers of each year and series, for one generator run (server/routes/charges/numbering.ts continues them). */
interface ChargeCounters {
  id: number;
  numbers: Map<string, number>;
}

/** [kind, weight, TTC range in euros] */
const KINDS: readonly (readonly [InvoiceKind, number, number, number])[] = [
  ['subscription', 60, 29, 890],
  ['setup_fee', 8, 150, 1500],
  ['sms_pack', 12, 10, 120],
  ['training', 8, 300, 2400],
  ['automatic_planning_credits', 7, 20, 200],
  ['other', 5, 5, 500],
];
const KIND_WEIGHT = KINDS.reduce((sum, k) => sum + k[1], 0);

function pickKind(rng: FastRandom) {
  let draw = rng.next() * KIND_WEIGHT;
  for (const kind of KINDS) if ((draw -= kind[1]) < 0) return kind;
  return KINDS[0];
}

function zoneOfShop(country: string, rng: FastRandom) {
  if (country === 'FR') return VAT_ZONES[rng.chance(0.04) ? 2 : 0];
  if (country === 'CH') return VAT_ZONES.find((z) => z.key === 'switzerland')!;
  return VAT_ZONES.find((z) => z.key === (['BE', 'DE', 'ES', 'IT', 'NL', 'PL', 'PT', 'RO', 'LU'].includes(country) ? 'eu_reverse_charge' : 'outside_eu'))!;
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Each chosen shop's invoices (5 % credit notes), oldest first per shop, the customer taken from the shop; deterministic from `rng`. */
export function writeCharges({ organisation, shops }: Pick<OrganisationBundle, 'organisation' | 'shops'>, rng: FastRandom, counters: ChargeCounters, write: Write, volume: ChargeVolume): void {
  for (const shop of shops) {
    if (!rng.chance(volume.shopShare)) continue;
    const count = rng.int(volume.perShop[0], volume.perShop[1]);
    const customer = shop.corporate_name ?? shop.name;
    const country = (shop.country as string | undefined) ?? 'FR';
    const stripeCustomerId = rng.chance(0.85) ? `cus_${shop.id.toString(36).toUpperCase().padStart(8, '0')}` : null;
    for (let i = 0; i < count; i++) {
      const at = REFERENCE_DATE - CHARGE_DAYS * DAY_MS + Math.floor(((i + rng.next()) / count) * CHARGE_DAYS * DAY_MS);
      const [kind, , low, high] = pickKind(rng);
      const paymentOrRefund = rng.chance(0.05) ? 'refund' : 'payment';
      const zone = zoneOfShop(country, rng);
      const amounts = splitTtc(rng.int(low * 100, high * 100), zone.vatRateBp);
      const series = seriesOf(paymentOrRefund);
      const year = new Date(at).getUTCFullYear();
      const key = `${series}:${year}`;
      const sequence = (counters.numbers.get(key) ?? 0) + 1;
      counters.numbers.set(key, sequence);
      const month = new Date(at);
      const periodStart = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
      const periodEnd = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0);
      const iso = new Date(at).toISOString();
      write('stripe_charges', {
        id: ++counters.id,
        invoice_number: formatInvoiceNumber(series, year, sequence),
        kind,
        payment_or_refund: paymentOrRefund,
        zone: zone.key,
        vat_rate_bp: zone.vatRateBp,
        ht_cents: amounts.htCents,
        tva_cents: amounts.tvaCents,
        ttc_cents: amounts.ttcCents,
        shop_id: shop.id,
        organisation_id: organisation.id,
        customer_email: (shop.billing_email as string | null | undefined) ?? null,
        customer_social_denomination: customer,
        customer_social_denomination_sort: sortKey(customer),
        customer_address: shop.address ?? '',
        customer_postal_code: shop.postal_code ?? '',
        customer_city: shop.city ?? '',
        customer_country: country,
        stripe_customer_id: stripeCustomerId,
        visible: 1,
        sent_at: rng.chance(0.9) ? new Date(at + 3_600_000).toISOString() : null,
        disputed_at: paymentOrRefund === 'payment' && rng.chance(0.01) ? new Date(at + 10 * DAY_MS).toISOString() : null,
        invoice_period_start: kind === 'subscription' ? day(periodStart) : null,
        invoice_period_end: kind === 'subscription' ? day(periodEnd) : null,
        created_at: iso,
        updated_at: iso,
      });
    }
  }
}

/** Every column of stripe_charges but id and invoice_number (migration 0026). */
const CHARGE_COLUMNS = [
  'kind', 'payment_or_refund', 'zone', 'vat_rate_bp', 'ht_cents', 'tva_cents', 'ttc_cents', 'shop_id', 'organisation_id', 'customer_email',
  'customer_social_denomination', 'customer_social_denomination_sort', 'customer_address', 'customer_postal_code', 'customer_city',
  'customer_country', 'stripe_customer_id', 'visible', 'sent_at', 'disputed_at', 'invoice_period_start', 'invoice_period_end', 'created_at', 'updated_at',
].join(', ');

/**
 * The charges are generated organisation by organisation; a real table receives them as time goes by. These statements
 * put them in time order once loaded (before the indexes are built): ids follow created_at, and the numbers of each
 * year and series are given again in time order, as French law requires of invoice numbers (chronological, gap-free).
 * It also gives the table a real one's layout: a month's charges lie together (the export reads them in order).
 */
export function chronologicalChargesSql(dialect: Dialect): string[] {
  const year = 'substr(created_at, 1, 4)';
  const sequence = `row_number() over (partition by payment_or_refund, ${year} order by created_at, id)`;
  const padded = dialect === 'postgres' ? `lpad((${sequence})::text, 6, '0')` : `printf('%06d', ${sequence})`;
  const prefix = `(case payment_or_refund when 'refund' then '${SERIES_PREFIX.credit_note}' else '${SERIES_PREFIX.invoice}' end)`;
  return [
    'create temporary table charges_in_time_order as select * from stripe_charges',
    dialect === 'postgres' ? 'truncate stripe_charges' : 'delete from stripe_charges',
    `insert into stripe_charges (id, invoice_number, ${CHARGE_COLUMNS})
     select row_number() over (order by created_at, id), ${prefix} || '-' || ${year} || '-' || ${padded}, ${CHARGE_COLUMNS}
     from charges_in_time_order order by created_at, id`,
    'drop table charges_in_time_order',
  ];
}

/** Each run gets its own generator, so its counters live with it. */
const countersOf = new WeakMap<FastRandom, ChargeCounters>();

/** The large dataset's invoices: about 1,000,000 (issue 18 scale target). */
export const charges: TableSeeder = {
  name: 'invoices (stripe charges)',
  tables: ['stripe_charges'],
  idTables: ['stripe_charges'],
  largeRows: { stripe_charges: 1_000_000 },
  beforeIndexes: chronologicalChargesSql,
  organisation(bundle, rng, write) {
    let counters = countersOf.get(rng);
    if (!counters) countersOf.set(rng, (counters = { id: 0, numbers: new Map() }));
    writeCharges(bundle, rng, counters, write, SCALED_CHARGES);
  },
};

/** The demo datasets' invoices (a few hundred), from their own generator: the faker stream is untouched. Ids after `lastId`. */
export function demoCharges(bundles: readonly Pick<OrganisationBundle, 'organisation' | 'shops'>[], seed: number, lastId: number) {
  const rows: Record<string, unknown>[] = [];
  const rng = new FastRandom(seed ^ 0xc4a26e);
  const counters: ChargeCounters = { id: lastId, numbers: new Map() };
  for (const bundle of bundles) writeCharges(bundle, rng, counters, (_table, row) => rows.push(row), DEMO_CHARGES);
  return inTimeOrder(rows, lastId);
}

/** The demo's charges in time order, ids and numbers given again in that order (see chronologicalChargesSql). */
function inTimeOrder(rows: Record<string, unknown>[], lastId: number): Record<string, unknown>[] {
  const numbers = new Map<string, number>();
  const sorted = [...rows].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || Number(a.id) - Number(b.id));
  return sorted.map((row, index) => {
    const series = seriesOf(row.payment_or_refund as 'payment' | 'refund');
    const year = Number(String(row.created_at).slice(0, 4));
    const sequence = (numbers.get(`${series}:${year}`) ?? 0) + 1;
    numbers.set(`${series}:${year}`, sequence);
    return { ...row, id: lastId + index + 1, invoice_number: formatInvoiceNumber(series, year, sequence) };
  });
}
