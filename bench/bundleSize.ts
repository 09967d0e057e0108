// First-load JavaScript of the production build, gzip: the entry script plus every chunk
// index.html preloads. Lazy chunks are listed separately. Run after `npm run build`.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const chunks = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: `assets/${f}`, gzipKb: Number(gzipKb(`assets/${f}`).toFixed(1)), initial: initial.has(`assets/${f}`) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);
const firstLoadKb = Number(chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzipKb, 0).toFixed(1));

mkdirSync(join(process.cwd(), 'bench', 'results'), { recursive: true });
writeFileSync(join(process.cwd(), 'bench', 'results', 'bundle.json'), JSON.stringify({ firstLoadKb, chunks }, null, 2));
console.log(`First-load JS (gzip): ${firstLoadKb} KB (target <= 450 KB)`);
for (const c of chunks.slice(0, 15)) console.log(`${c.initial ? 'initial' : 'lazy   '} ${String(c.gzipKb).padStart(7)} KB  ${c.file}`);
