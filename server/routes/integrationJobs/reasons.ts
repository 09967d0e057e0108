import { readFileSync } from 'node:fs';
import type { Locale } from '../../../src/domain/locales.js';
import { DEFAULT_LOCALE } from '../../../src/domain/locales.js';
import { projectPath } from '../../projectRoot.js';

/**
 * The words of a refused line's reason key in a locale, from the console's own catalogues (locales/<locale>.json,
 * `errors.<key>`, the texts the job dialog shows): the error CSV says why in the language of whoever downloads it.
 * Each catalogue's reasons are read once, on first use; a key a catalogue lacks falls back to French, then to the key.
 */
const cache = new Map<Locale, Readonly<Record<string, string>>>();

function reasonsOf(locale: Locale): Readonly<Record<string, string>> {
  let reasons = cache.get(locale);
  if (!reasons) {
    const catalogue = JSON.parse(readFileSync(projectPath('locales', `${locale}.json`), 'utf8')) as { errors?: Record<string, unknown> };
    reasons = Object.fromEntries(Object.entries(catalogue.errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    cache.set(locale, reasons);
  }
  return reasons;
}

export function reasonText(reason: string, locale: Locale): string {
  return reasonsOf(locale)[reason] ?? reasonsOf(DEFAULT_LOCALE)[reason] ?? reason;
}
