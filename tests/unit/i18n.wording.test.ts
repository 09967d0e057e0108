import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/domain/locales';

type Tree = { [key: string]: string | Tree };
const read = (locale: string): Tree => JSON.parse(readFileSync(join(process.cwd(), 'locales', `${locale}.json`), 'utf8'));
const at = (tree: Tree, path: string): string => path.split('.').reduce<Tree | string>((node, key) => (node as Tree)[key], tree) as string;

describe('one wording for one thing, in every catalogue (issue 15)', () => {
  it.each(LOCALE_CODES)('%s: the organisations list and the map name active employees alike', (locale) => {
    const catalogue = read(locale);
    const listColumn = at(catalogue, 'resources.organisations.fields.employees_count');
    expect(at(catalogue, 'resources.organisations.fields.users_count')).toBe(listColumn);
    expect(at(catalogue, 'shops_map.filters.active_employees')).toBe(listColumn);
  });
});
