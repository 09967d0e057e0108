import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/locales';

/**
 * Issue 28 "English in the French interface": every stable error key the server can answer (`{error: <key>}`,
 * ARCHITECTURE.md "Errors") has its text `errors.<key>` in the eleven catalogues, so the console shows the key's
 * translation and never the server's English message.
 */

const root = process.cwd();
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'server/seed' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });

const KEY = "'([a-z][a-z0-9]*(?:_[a-z0-9]+)*)'";
/** The places a key is produced: `new AppError(409, 'key'`, `refuse(401, 'key', 'Message…'` / `badRequest('key', 'Message…'`,
 * `{error: 'key', message: …}`, `[422, 'key', …]` tables, `409: 'key'` (status -> key), `error = a ? 'key' : 'other'`. */
const PRODUCERS = [
  new RegExp(`AppError\\(\\s*\\d{3},\\s*${KEY}`, 'g'),
  new RegExp(`(?<!header)\\(\\s*(?:\\d{3},\\s*)?${KEY},\\s*[\`'"][A-Z]`, 'g'),
  new RegExp(`\\berror:\\s*${KEY},\\s*message:`, 'g'),
  new RegExp(`\\[\\s*\\d{3},\\s*${KEY}`, 'g'),
  new RegExp(`\\b[45]\\d\\d:\\s*${KEY}`, 'g'),
  new RegExp(`\\b(?:error|key)\\s*=\\s*[^;\\n]*?\\?\\s*${KEY}\\s*:\\s*${KEY}`, 'g'),
];

function serverErrorKeys(): string[] {
  const keys = new Set<string>();
  // src/domain holds rules the server answers with (the organisation modules' refusals)
  for (const file of [...sourceFiles('server'), ...sourceFiles('src/domain')]) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const pattern of PRODUCERS) for (const match of source.matchAll(pattern)) match.slice(1).forEach((key) => key && keys.add(key));
  }
  return [...keys].sort();
}

type Tree = { [key: string]: string | Tree };
const errorsOf = (locale: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8')) as { errors: Tree }).errors;

const keys = serverErrorKeys();
const french = errorsOf('fr');

describe('the server error keys in the catalogues (issue 28)', () => {
  it('finds the keys of the server (the collector sees them)', () => {
    expect(keys).toEqual(expect.arrayContaining(['validation_failed', 'not_found', 'invalid_credentials', 'not_company_email', 'module_already_active', 'deprecated_pack_offer', 'rate_limited']));
    expect(keys.length).toBeGreaterThan(80);
  });

  it.each(LOCALE_CODES)('%s: every key has its own text errors.<key>', (locale) => {
    const errors = errorsOf(locale);
    const missing = keys.filter((key) => typeof errors[key] !== 'string' || (errors[key] as string).trim() === '' || errors[key] === key);
    expect(missing).toEqual([]);
  });

  it.each(LOCALE_CODES.filter((locale) => !locale.startsWith('fr')))('%s: the texts are translated, not French copies', (locale) => {
    const errors = errorsOf(locale);
    expect(keys.filter((key) => typeof french[key] === 'string' && errors[key] === french[key])).toEqual([]);
  });
});
