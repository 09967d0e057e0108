// Lists what a locale catalogue lacks against the French reference (plural-aware), with the
// French and English texts to translate from: `node scripts/i18n-missing.mjs de [--json]`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (locale) => JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8'));
const flatten = (tree, prefix = '', out = {}) => {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path, out);
    else out[path] = value;
  }
  return out;
};
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key) => key.replace(PLURAL, '');

const [locale, flag] = process.argv.slice(2);
if (!locale) {
  console.error('usage: node scripts/i18n-missing.mjs <locale> [--json]');
  process.exit(2);
}
const fr = flatten(read('fr'));
const en = flatten(read('en'));
let target = {};
try {
  target = flatten(read(locale));
} catch {
  // a new catalogue: everything is missing
}
const present = new Set(Object.keys(target).map(base));
const missing = Object.keys(fr).filter((key) => !present.has(base(key)));
if (flag === '--json') {
  console.log(JSON.stringify(Object.fromEntries(missing.map((key) => [key, { fr: fr[key], en: en[key] }])), null, 1));
} else {
  console.log(`${locale}: ${missing.length} keys missing of ${Object.keys(fr).length}`);
  for (const key of missing.slice(0, 50)) console.log(`  ${key}`);
}
