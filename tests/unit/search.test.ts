import { describe, expect, it } from 'vitest';
import {
  isApplePlatform,
  isSearchShortcut,
  SEARCH_DEBOUNCE_MS,
  SEARCH_ERROR_TOAST_MS,
  SEARCH_MAX_RESULTS,
  searchableKind,
  searchQueryOf,
  searchResultPath,
} from '../../src/domain/globalSearch';
import { LIST_PAGE_SIZE, ORGANISATIONS_DEFAULT_SORT, ORGANISATIONS_SORTABLE, SHOPS_DEFAULT_SORT, SHOPS_SORTABLE } from '../../src/contracts/lists';
import { mainAppBase, weekPlanningUrl } from '../../src/domain/mainAppLinks';

describe('global search constants (spec 1 §9)', () => {
  it('debounces 400 ms, shows 10 results and keeps its error toast 5 s', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(400);
    expect(SEARCH_MAX_RESULTS).toBe(10);
    expect(SEARCH_ERROR_TOAST_MS).toBe(5000);
  });
});

describe('search result target (spec 1 §2.3)', () => {
  it.each([
    ['User', 7, '/users/7', 'User'],
    ['Organisation', 12, '/organisations/12', 'Organisation'],
    ['Shop', 3, '/shops/3', 'Shop'],
    ['Establishment', 4, '/shops/4', 'Shop'],
    ['', 5, '/shops/5', 'Shop'],
    ['user', 6, '/shops/6', 'Shop'],
  ] as const)('%s #%s opens %s', (type, id, path, kind) => {
    expect(searchResultPath({ searchable_type: type, searchable_id: id })).toBe(path);
    expect(searchableKind(type)).toBe(kind);
  });

  it('encodes a string id', () => {
    expect(searchResultPath({ searchable_type: 'User', searchable_id: 'a/b' })).toBe('/users/a%2Fb');
  });

  it('sends the trimmed query', () => {
    expect(searchQueryOf('  dur and ')).toBe('dur and');
    expect(searchQueryOf('   ')).toBe('');
  });
});

describe('search shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it.each([
    [key({ ctrlKey: true }), true],
    [key({ metaKey: true }), true],
    [key({ ctrlKey: true, key: 'K' }), true],
    [key({}), false],
    [key({ ctrlKey: true, shiftKey: true }), false],
    [key({ ctrlKey: true, altKey: true }), false],
    [key({ ctrlKey: true, key: 'j' }), false],
  ])('%j -> %s', (event, expected) => {
    expect(isSearchShortcut(event)).toBe(expected);
  });

  it('shows Cmd on Apple devices only', () => {
    expect(isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
    expect(isApplePlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });
});

describe('lists (spec 1 §2.4, §2.7, §9)', () => {
  it('shows 100 rows a page, organisations by id ascending, shops by id descending', () => {
    expect(LIST_PAGE_SIZE).toBe(100);
    expect(ORGANISATIONS_DEFAULT_SORT).toEqual({ field: 'id', order: 'ASC' });
    expect(SHOPS_DEFAULT_SORT).toEqual({ field: 'id', order: 'DESC' });
    expect(ORGANISATIONS_SORTABLE).toEqual(['id', 'name', 'status', 'shops_count', 'employees_count']);
    expect(SHOPS_SORTABLE).toEqual(['id', 'name', 'organisation_id', 'organisation_name', 'referent_name', 'referent_email']);
  });
});

describe('main application links (spec 1 §2.5)', () => {
  it.each([
    [null, 3, '/main_app/shops/3/planning/week'],
    ['', 3, '/main_app/shops/3/planning/week'],
    ['https://app.planora.example', 3, 'https://app.planora.example/shops/3/planning/week'],
    ['https://app.planora.example/', 42, 'https://app.planora.example/shops/42/planning/week'],
    ['https://example.com/planning//', 'a b', 'https://example.com/planning/shops/a%20b/planning/week'],
  ] as const)('%s + shop %s -> %s', (base, shop, url) => {
    expect(weekPlanningUrl(base, shop)).toBe(url);
  });

  it('falls back to the server’s stand-in', () => {
    expect(mainAppBase(undefined)).toBe('/main_app');
  });
});
