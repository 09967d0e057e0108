// HTTP scenarios of issue 18 against the real server on the large dataset (1,000,000 charges, 50,000 prospects):
// /invoices page 1 for every sort and direction, an organisation's invoices tab, the prospects page, the PDF of
// random charges, and the XLSX export of a range of at least 50,000 charges (time and server memory growth).
import { CHARGES_SORTABLE } from '../src/contracts/charges.js';
import { calibrate, signIn } from './api.js';
import type { BenchDatabase } from './lib/dataset.js';
import { findInvoiceBenchTargets } from './lib/invoiceBenchTargets.js';
import { latency as measureLatency, type LatencyStats, type Request } from './lib/measure.js';
import { check, finishScenario, type Figure, type ScenarioResult, type Target } from './lib/results.js';
import { startServer, type RunningServer } from './lib/server.js';

const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);

/** Issue 18's SQLite targets; PostgreSQL within 2x (latency and time; memory as is). */
function targets(postgres: boolean) {
  const factor = postgres ? 2 : 1;
  return {
    page: { metric: 'p95', op: '<=', value: 15 * factor } as Target,
    pdf: { metric: 'p95', op: '<=', value: 150 * factor } as Target,
    exportTime: { metric: 'ms', op: '<=', value: 5_000 * factor } as Target,
    exportMemory: { metric: 'peakRssMb', op: '<=', value: 100 } as Target,
  };
}

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const wanted = (id: string) => !only || only.test(id);

function print(figure: Figure): void {
  const l = figure.latency;
  const verdict = figure.pass === undefined ? '' : figure.pass ? 'PASS' : 'MISS';
  const value = figure.value === undefined ? '' : `${figure.value} ${figure.unit ?? ''}`;
  console.log(`  ${figure.label.padEnd(72)} ${l ? `p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms (CPU ${l.cpuMs} ms)` : value} ${verdict}`);
}

/** Downloads the export to the last byte: its time, size, rows header and the server's memory growth (peak RSS - RSS before). */
async function timedExport(server: RunningServer, token: string, start: string, end: string) {
  const before = server.memory().rssMb;
  server.resetPeak();
  const t0 = performance.now();
  const response = await fetch(new URL(`/super_admin/api/invoices/exports.xlsx?start_date=${start}&end_date=${end}`, server.url), {
    headers: { authorization: `Bearer ${token}`, 'x-source-client': 'backoffice-console', 'accept-language': 'fr' },
  });
  let bytes = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) bytes += chunk.value.byteLength;
  const ms = Math.round(performance.now() - t0);
  const peak = server.memory().peakRssMb;
  return { status: response.status, rows: response.headers.get('x-export-rows'), bytes, ms, growthMb: Math.max(0, peak - before), before, peak };
}

export async function runInvoicesBench(database: BenchDatabase, scenario: string): Promise<ScenarioResult> {
  const target = targets(database.label === 'PostgreSQL');
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const add = (figure: Figure, failed = false) => {
    const checked = failed ? { ...check(figure), pass: false } : check(figure);
    figures.push(checked);
    print(checked);
  };

  console.log('Finding the targets in the dataset…');
  const found = await findInvoiceBenchTargets(database.url);
  const { exportRange, busiestOrganisation } = found;
  console.log(
    `  ${found.charges} charges, ${found.prospects} prospects; export ${exportRange.start}..${exportRange.end} (${exportRange.rows} charges, UTC days); ` +
      `${found.pdfChargeIds.length} charges for the PDF; busiest organisation ${busiestOrganisation.id} (${busiestOrganisation.charges} charges)`,
  );
  if (found.charges < 1_000_000) notes.push(`${found.charges} charges (< 1,000,000): not the large dataset of issue 18?`);

  const calibration = await calibrate();
  console.log(`Starting the server on ${database.label}…`);
  const server = await startServer(database.url);
  const base = server.url;
  const latency = (next: (i: number) => Request): Promise<LatencyStats> => measureLatency(base, next, { cpu: server.cpuMs });

  try {
    const { token } = await signIn(base);
    const get = (path: string): Request => ({ path, token });

    for (const sort of CHARGES_SORTABLE) {
      for (const direction of ['asc', 'desc'] as const) {
        const id = `invoices.page1.${sort}.${direction}`;
        if (!wanted(id)) continue;
        const path = `/super_admin/api/stripe_charges?type=billing_info&billing_info_scope=all&sort=${sort}&direction=${direction}&page=1`;
        add({ id, group: '/invoices page 1', label: `/invoices page 1 (${found.charges} charges), ${sort} ${direction}`, latency: await latency(() => get(path)), target: target.page });
      }
    }
    if (wanted('invoices.organisation')) {
      const path = `/super_admin/api/stripe_charges?type=billing_info&billing_info_scope=organisation&organisation_id=${busiestOrganisation.id}&page=1`;
      add({
        id: 'invoices.organisation',
        group: 'tabs',
        label: `organisation ${busiestOrganisation.id}'s invoices tab (${busiestOrganisation.charges} charges), page 1`,
        latency: await latency(() => get(path)),
        target: target.page,
      });
    }
    if (wanted('prospects.page1')) {
      add({
        id: 'prospects.page1',
        group: 'tabs',
        label: `/account_creation page 1 (${found.prospects} prospects), id desc`,
        latency: await latency(() => get('/super_admin/api/prospects?sort=id&direction=desc&page=1')),
        target: target.page,
      });
    }
    if (wanted('invoices.pdf') && found.pdfChargeIds.length > 0) {
      const ids = found.pdfChargeIds;
      add({
        id: 'invoices.pdf',
        group: 'documents',
        label: `invoice PDF, ${ids.length} random charges in turn`,
        latency: await latency((i) => get(`/super_admin/api/stripe_charges/${ids[i % ids.length]}/pdf`)),
        target: target.pdf,
      });
    }
    if (wanted('invoices.export')) {
      for (let run = 1; run <= EXPORT_RUNS; run++) {
        const result = await timedExport(server, token, exportRange.start, exportRange.end);
        const failed = result.status !== 200;
        const about = failed
          ? `${result.status}`
          : `${result.rows} rows, ${(result.bytes / 1024 ** 2).toFixed(1)} MB; RSS ${result.before} MB before, peak ${result.peak} MB`;
        add({ id: `invoices.export.run${run}.time`, group: 'export', label: `export ${exportRange.start}..${exportRange.end}, run ${run}: time to the last byte`, note: about, value: result.ms, unit: 'ms', target: target.exportTime }, failed);
        add({ id: `invoices.export.run${run}.memory`, group: 'export', label: `export run ${run}: server RSS growth (peak - before)`, value: result.growthMb, unit: 'MB', target: target.exportMemory }, failed);
      }
    }
  } finally {
    await server.stop();
  }

  figures.unshift(...calibration);
  const result = {
    scenario,
    title: `Invoices and prospects (issue 18) on the large dataset, ${database.label}`,
    database: database.label,
    dataset: {
      ...database.counts,
      charges: found.charges,
      prospects: found.prospects,
      'export range': `${exportRange.start}..${exportRange.end} (${exportRange.rows} charges by UTC day)`,
    },
    startedAt,
    figures,
    notes,
  };
  return finishScenario(result, started, Boolean(only));
}
