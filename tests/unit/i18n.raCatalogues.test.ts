import { readFileSync } from 'node:fs';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';

/**
 * Consistency checks for our own translations of react-admin's `ra.*` UI messages
 * (locales/ra/<locale>.json) against the reference catalogue, ra-language-english.
 */

const LOCALES = ['de', 'es', 'it', 'nl', 'pl', 'pt', 'ro'] as const;
type Locale = (typeof LOCALES)[number];

type Tree = { [key: string]: unknown };

/** Same pattern ra-i18n-i18next uses to convert `%{name}` into `{{name}}`. */
const PLACEHOLDER = /%\{([a-zA-Z0-9_-]*)\}/g;
const PLURAL_SEPARATOR = ' |||| ';
/** Messages at least this long must not be copied verbatim from English. */
const UNTRANSLATED_MIN_LENGTH = 13;

/**
 * Deliberate, documented placeholder substitutions.
 * German capitalises every noun, so `ra.sort.sort_by` uses `%{field}` instead of
 * `%{field_lower_first}` (react-admin passes both to that message, in
 * DatagridHeaderCell, DataTableHeadCell and SortButton).
 */
const PLACEHOLDER_SUBSTITUTIONS: Partial<Record<Locale, Record<string, Record<string, string>>>> = {
  de: { 'ra.sort.sort_by': { field_lower_first: 'field' } },
};

const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
};

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map(match => match[1]))].sort();

const segments = (text: string): string[] => text.split(PLURAL_SEPARATOR);

const loadCatalogue = (locale: Locale): Tree =>
  JSON.parse(readFileSync(new URL(`../../locales/ra/${locale}.json`, import.meta.url), 'utf8')) as Tree;

const english = flatten(englishMessages as unknown as Tree) as Map<string, string>;
const englishKeys = [...english.keys()].sort();

describe('ra-language-english reference', () => {
  it('is a non-empty tree of strings under "ra"', () => {
    expect(Object.keys(englishMessages)).toEqual(['ra']);
    expect(english.size).toBeGreaterThan(100);
    for (const value of english.values()) expect(typeof value).toBe('string');
  });
});

describe.each(LOCALES)('locales/ra/%s.json', locale => {
  const catalogue = loadCatalogue(locale);
  const messages = flatten(catalogue);
  const substitutions = PLACEHOLDER_SUBSTITUTIONS[locale] ?? {};

  const expectedPlaceholders = (key: string, text: string): string[] =>
    [...new Set(placeholders(text).map(name => substitutions[key]?.[name] ?? name))].sort();

  it('has a single top-level "ra" key', () => {
    expect(Object.keys(catalogue)).toEqual(['ra']);
  });

  it('has exactly the same (deep) key set as ra-language-english', () => {
    expect([...messages.keys()].sort()).toEqual(englishKeys);
  });

  it('only holds non-empty strings', () => {
    for (const [key, value] of messages) {
      expect(typeof value, key).toBe('string');
      expect((value as string).length, key).toBeGreaterThan(0);
    }
  });

  it('keeps the same interpolation placeholders for every key', () => {
    for (const [key, en] of english) {
      const value = messages.get(key) as string;
      expect(placeholders(value), key).toEqual(expectedPlaceholders(key, en));
    }
  });

  it('has no malformed placeholders', () => {
    for (const [key, value] of messages) {
      const text = value as string;
      expect(text.split('%{').length - 1, key).toBe([...text.matchAll(PLACEHOLDER)].length);
      expect(text, key).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('keeps the same number of " |||| " plural segments, with the same placeholders in each', () => {
    for (const [key, en] of english) {
      const value = messages.get(key) as string;
      const enSegments = segments(en);
      const ownSegments = segments(value);
      expect(ownSegments.length, key).toBe(enSegments.length);
      // A separator with wrong spacing would not be split by ra-i18n-i18next.
      expect(value.split('||||').length, key).toBe(ownSegments.length);
      ownSegments.forEach((segment, index) => {
        expect(placeholders(segment), `${key} [segment ${index}]`).toEqual(
          expectedPlaceholders(key, enSegments[index]),
        );
      });
    }
  });

  it('does not copy English messages verbatim', () => {
    for (const [key, en] of english) {
      // Messages made only of placeholders (e.g. "%{name} %{recordRepresentation}") are language-neutral.
      const hasWords = /\p{L}/u.test(en.replace(PLACEHOLDER, ''));
      if (en.length < UNTRANSLATED_MIN_LENGTH || !hasWords) continue;
      expect(messages.get(key), key).not.toBe(en);
    }
  });
});
