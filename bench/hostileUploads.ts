// Issue 26, "Input": hostile spreadsheets sent to the user import three at once, against the real server
// on a fresh SQLite database with the demo data. Each must be refused with a 4xx; the server's RSS must
// stay within 100 MB of its idle RSS and /api/health (polled from a process of its own) must answer within
// 200 ms throughout.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';
import { openDatabase } from '../server/db/index.js';
import { partsOf, sheetXml, zipOf, type ZipPart } from '../tests/api/support/userImportFiles.js';
import { signIn } from './api.js';
import { importWorkbook } from './lib/importWorkbook.js';
import { stats } from './lib/measure.js';
import { check, finishScenario, type Figure } from './lib/results.js';
import { startServer } from './lib/server.js';

const ROUNDS = Number(process.env.BENCH_HOSTILE_ROUNDS ?? 10);
const MB = 1024 * 1024;
const SHEET = 'xl/worksheets/sheet1.xml';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `bytes` of sheet XML (one header row, then one repeated row), deflated as it is written: never held whole. */
async function deflatedBomb(bytes: number): Promise<NonNullable<ZipPart['deflated']>> {
  const head = Buffer.from('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c t="inlineStr"><is><t>Prénom</t></is></c></row>');
  const row = Buffer.from(`<row><c t="inlineStr"><is><t>${'note '.repeat(40)}</t></is></c></row>`.repeat(256));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  let size = head.length;
  while (size < bytes) {
    crc = crc32(row, crc);
    size += row.length;
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size, crc };
}

async function hostileFiles(base: string, token: string): Promise<{ label: string; file: Buffer }[]> {
  const form = await importWorkbook(base, token, 1, 'hostile');
  const good = Buffer.from(await (form.get('file') as Blob).arrayBuffer());
  const parts = partsOf(good).filter((part) => part.name !== SHEET);
  const bomb = await deflatedBomb(400 * MB);
  return [
    { label: 'a 400 MiB sheet listed past the count the end record announces', file: zipOf([...parts, { name: SHEET, content: Buffer.alloc(0), deflated: bomb, hidden: 'beyond_count' }]) },
    { label: 'a 400 MiB sheet whose directory claims 4 KiB', file: zipOf([...parts, { name: SHEET, content: Buffer.alloc(0), deflated: bomb, claimedSize: 4096 }]) },
    { label: 'a 34 MiB sheet of 250 lines and notes, declared honestly', file: zipOf([...parts, { name: SHEET, content: sheetXml({ lines: 250, fillTo: 34 * MB }) }]) },
  ];
}

async function upload(base: string, token: string, shopId: number, file: Buffer): Promise<{ status: number; error: string; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: XLSX_TYPE }), 'users.xlsx');
  const started = performance.now();
  const response = await fetch(`${base}/super_admin/api/shops/${shopId}/imports/users/upsert`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'x-source-client': 'backoffice-console' },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return { status: response.status, error: body.error ?? '', ms: Math.round(performance.now() - started) };
}

/** A poller of its own process (as a load balancer is): GET the URL one call at a time, 20 ms apart, until stdin ends. */
const POLLER = `
const latencies = [];
let running = true;
process.stdin.on('end', () => (running = false)).resume();
(async () => {
  while (running) {
    const at = performance.now();
    await fetch(process.argv[1]).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - at);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify(latencies));
})();
`;

/** /api/health's latency (ms) each call while `work` runs, measured from another process than the uploads'. */
async function healthDuring(base: string, work: () => Promise<unknown>): Promise<number[]> {
  const poller = spawn(process.execPath, ['-e', POLLER, `${base}/api/health`], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  poller.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => poller.on('exit', resolve));
  await work();
  poller.stdin.end();
  await exited;
  return JSON.parse(output) as number[];
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const directory = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  const url = `sqlite:${join(directory, 'demo.sqlite')}`;
  console.log('Starting the server on a fresh SQLite database with the demo data…');
  const server = await startServer(url, { SEED: 'auto' });
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    const checked = check(figure);
    figures.push(checked);
    console.log(`  ${checked.label.padEnd(80)} ${checked.value ?? ''} ${checked.unit ?? ''} ${checked.pass === undefined ? '' : checked.pass ? 'PASS' : 'MISS'}`);
  };
  try {
    const { token } = await signIn(server.url);
    const handle = openDatabase(url);
    const shop = await handle.db.selectFrom('shops').select('id').where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await handle.close();
    const files = await hostileFiles(server.url, token);
    for (const { label, file } of files) console.log(`  ${label}: ${(file.length / MB).toFixed(2)} MB uploaded`);

    // idle: after a warm-up upload of each file (code loaded, pools sized), settled
    for (const { file } of files) await upload(server.url, token, shop.id, file);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = server.memory().rssMb;
    server.resetPeak();

    // the same polling on the idle server first, for comparison (the machine's own noise)
    const quiet = stats(await healthDuring(server.url, () => new Promise((resolve) => setTimeout(resolve, 3_000))));
    const answers: { label: string; status: number; error: string; ms: number }[] = [];
    let peakRss = idle;
    const rounds = async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.memory().rssMb)), 10);
        answers.push(...(await Promise.all(files.map(async ({ label, file }) => ({ label, ...(await upload(server.url, token, shop.id, file)) })))));
        clearInterval(sampler);
      }
    };
    const health = await healthDuring(server.url, rounds);
    peakRss = Math.max(peakRss, server.memory().peakRssMb);

    for (const { label } of files) {
      const mine = answers.filter((answer) => answer.label === label);
      const refused = mine.every((answer) => answer.status >= 400 && answer.status < 500);
      add({
        id: `hostile.${files.findIndex((f) => f.label === label)}`,
        group: 'hostile uploads',
        label: `${label}: ${[...new Set(mine.map((a) => `${a.status} ${a.error}`))].join(', ')}, slowest answer`,
        value: Math.max(...mine.map((a) => a.ms)),
        unit: 'ms',
        pass: refused,
        note: refused ? undefined : 'not refused with a 4xx',
      });
    }
    add({ id: 'hostile.rss', group: 'hostile uploads', label: `RSS growth over idle (${idle} MB), peak during ${ROUNDS} rounds of 3 at once`, value: peakRss - idle, unit: 'MB', target: { metric: 'peakRssMb', op: '<=', value: 100 } });
    const latency = stats(health);
    add({ id: 'hostile.health', group: 'hostile uploads', label: `/api/health during the rounds (${latency.n} calls, p50 ${latency.p50} ms, p99 ${latency.p99} ms), slowest`, value: latency.max, unit: 'ms', target: { metric: 'ms', op: '<=', value: 200 } });
    add({ id: 'hostile.health.quiet', group: 'hostile uploads', label: `/api/health on the idle server, 3 s before (${quiet.n} calls, p50 ${quiet.p50} ms, p99 ${quiet.p99} ms), slowest`, value: quiet.max, unit: 'ms' });
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
  finishScenario(
    {
      scenario: 'hostile-uploads',
      title: 'Issue 26: hostile spreadsheets to the user import, three at once (SQLite, demo data)',
      database: 'SQLite (demo data)',
      startedAt,
      figures,
      notes: ['RSS growth: the peak resident set during the rounds minus the settled RSS after one warm-up upload of each file (target <= 100 MB); /api/health target <= 200 ms.'],
    },
    started,
    false,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
