import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/locales';

type Tree = { [key: string]: string | Tree };
const dir = join(process.cwd(), 'locales');
const read = (locale: string): Tree => JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8'));
const flatten = (tree: Tree, prefix = '', out: Record<string, string> = {}) => {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') flatten(value, path, out);
    else out[path] = value;
  }
  return out;
};
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();

const french = flatten(read('fr'));
const english = flatten(read('en'));
const frenchBases = new Set(Object.keys(french).map(base));
/** The French text a key is translated from: the key itself, or its `_other` form for plural categories French lacks. */
const frenchFor = (key: string) => french[key] ?? french[`${base(key)}_other`];

describe('locale catalogues', () => {
  it('exist for the eleven locales of spec 1 §1, and nothing else', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALE_CODES].sort());
  });

  describe.each(LOCALE_CODES.filter((locale) => locale !== 'fr'))('%s', (locale) => {
    const catalogue = flatten(read(locale));

    it('has every key of the French reference and no other', () => {
      const bases = new Set(Object.keys(catalogue).map(base));
      expect([...frenchBases].filter((key) => !bases.has(key))).toEqual([]);
      expect([...bases].filter((key) => !frenchBases.has(key))).toEqual([]);
    });

    it('keeps the same placeholders as French in every text', () => {
      const mismatched = Object.entries(catalogue).filter(([key, text]) => {
        const source = frenchFor(key);
        return source !== undefined && placeholders(source).join() !== placeholders(text).join();
      });
      expect(mismatched).toEqual([]);
    });

    it('is translated, not copied from French', () => {
      if (locale.startsWith('fr-')) return;
      // Words that English keeps as French has them ("Organisations", "Feature flags") are no sign of a copy.
      const translatable = (key: string) => locale === 'en' || english[key] !== french[key];
      const copies = Object.keys(catalogue).filter((key) => catalogue[key].length > 12 && catalogue[key] === french[key] && translatable(key));
      expect(copies.length).toBeLessThanOrEqual(locale === 'en' ? 8 : 5);
    });
  });
});
