// First-load JavaScript of the production build (gzip): the entry script plus every chunk
// index.html loads or preloads, and the chunks they import statically. Then each lazy chunk (a
// route, a resource, a locale) with what it adds on top of the first load. Builds dist/ when stale.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { check, machine, tableOf, writeResult, type Figure } from './lib/results.js';
import { ROOT } from './lib/server.js';

const started = Date.now();
const startedAt = new Date().toISOString();
const build = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', "import { buildConsoleIfStale } from './scripts/lib/consoleBuild.mjs'; buildConsoleIfStale(process.cwd());"],
  { cwd: ROOT, stdio: 'inherit' },
);
if (build.status !== 0) throw new Error('The console build failed.');

const dist = join(ROOT, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const source = new Map(files.map((f) => [f, readFileSync(join(dist, 'assets', f), 'utf8')]));
const gzipKb = new Map(files.map((f) => [f, gzipSync(source.get(f)!, { level: 9 }).length / 1024]));

/** Chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`), not its import() calls. */
function staticImports(file: string): string[] {
  const code = source.get(file) ?? '';
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]).filter((f) => source.has(f));
}

function closure(roots: Iterable<string>, exclude: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || exclude.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const sum = (set: Iterable<string>) => Number([...set].reduce((total, f) => total + (gzipKb.get(f) ?? 0), 0).toFixed(1));
const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const initial = closure(entries);
const firstLoadKb = sum(initial);
const lazyRoots = files.filter((f) => !initial.has(f) && [...source.values()].some((code) => code.includes(`import("./${f}")`)));

const figures: Figure[] = [
  check({
    id: 'bundle.first_load',
    group: 'bundle',
    label: `first-load JS, gzip (${initial.size} chunks)`,
    value: firstLoadKb,
    unit: 'KB',
    target: { metric: 'kb', op: '<=', value: 450 },
  }),
  ...lazyRoots
    .map((f) => ({ f, kb: sum(closure([f], initial)) }))
    .sort((a, b) => b.kb - a.kb)
    .map(({ f, kb }) => ({
      id: `bundle.lazy.${f}`,
      group: 'bundle',
      label: `lazy: ${f.replace(/-[\w-]{8}\.js$/, '')} (on top of the first load)`,
      value: kb,
      unit: 'KB',
    })),
];
const result = {
  scenario: 'bundle',
  title: 'Console bundle (production build, gzip level 9)',
  startedAt,
  durationS: Math.round((Date.now() - started) / 1000),
  machine: machine(),
  figures,
  notes: [`First load: ${[...initial].join(', ')}.`],
};
writeResult(result);
console.log(tableOf(result).join('\n'));
