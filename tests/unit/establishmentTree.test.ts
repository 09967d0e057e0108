import { describe, expect, it } from 'vitest';
import {
  indexTree,
  isAllSelected,
  pickerNodes,
  searchTree,
  selectedNames,
  selectedShopIds,
  selectedShops,
  selectedText,
  selectionFromShopIds,
  toggleAll,
  toggleNode,
  visibleIds,
  type PickerNode,
} from '../../src/domain/establishmentTree.js';

/**
 * 1 Organisation
 * ├─ 2 Région Nord: 10 Lille (shop 110), 11 Roubaix (shop 111)
 * └─ 3 Région Sud
 *    ├─ 4 Réseau Côte: 12 Nice (shop 112), 13 Cannes (shop 113), 15 Antibes (shop 115)
 *    └─ 14 Marseille (shop 114, cancelled)
 */
const node = (id: number, name: string, parentId: number | null, shopId: number | null = null, shopCancelled = false): PickerNode => ({
  id, name, parentId, shopId, shopCancelled, depth: 0,
});
const NODES = [
  node(1, 'Organisation', null),
  node(2, 'Région Nord', 1),
  node(10, 'Lille', 2, 110),
  node(11, 'Roubaix', 2, 111),
  node(3, 'Région Sud', 1),
  node(4, 'Réseau Côte', 3),
  node(12, 'Nice', 4, 112),
  node(13, 'Cannes', 4, 113),
  node(15, 'Antibes', 4, 115),
  node(14, 'Marseille', 3, 114, true),
];
const tree = indexTree(NODES);
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('toggleNode (spec 3 §4.5)', () => {
  it.each([
    { rule: 'checks a lone node', selection: [], toggle: 12, expected: [12] },
    { rule: 'every sibling selected: the parent instead', selection: [10], toggle: 11, expected: [2] },
    { rule: 'recursively up to the root', selection: [2, 4], toggle: 14, expected: [1] },
    { rule: 'recursively up through two levels', selection: [2, 14, 12, 13], toggle: 15, expected: [1] },
    { rule: 'checking a parent drops its selected descendants', selection: [12, 2], toggle: 3, expected: [1] },
    { rule: 'checking a parent drops its descendants without collapsing further', selection: [12], toggle: 3, expected: [3] },
    { rule: 'unchecking a selected node', selection: [12, 13], toggle: 12, expected: [13] },
    { rule: 'unchecking under a checked parent splits it into the siblings', selection: [2], toggle: 10, expected: [11] },
    { rule: 'unchecking deep under a checked root splits down to the siblings', selection: [1], toggle: 12, expected: [2, 13, 14, 15] },
    { rule: 'unchecking a branch under the checked root', selection: [1], toggle: 3, expected: [2] },
    { rule: 'an unknown id changes nothing', selection: [12], toggle: 99, expected: [12] },
  ])('$rule', ({ selection, toggle, expected }) => {
    expect(sorted(toggleNode(tree, selection, toggle))).toEqual(expected);
  });

  it('a split then a re-check gives the ancestor back', () => {
    const split = toggleNode(tree, [1], 12);
    expect(sorted(toggleNode(tree, split, 12))).toEqual([1]);
  });
});

describe('select all (§4.5)', () => {
  it.each([
    { selection: [], expected: [1], all: true },
    { selection: [12], expected: [1], all: true },
    { selection: [1], expected: [], all: false },
  ])('from $selection gives $expected', ({ selection, expected, all }) => {
    const next = toggleAll(tree, selection);
    expect(next).toEqual(expected);
    expect(isAllSelected(tree, next)).toBe(all);
  });
});

describe('the selection as shops', () => {
  it('resolves to shop ids in tree order, cancelled shops marked', () => {
    expect(selectedShopIds(tree, [3])).toEqual([112, 113, 115, 114]);
    expect(selectedShops(tree, [14, 10])).toEqual([
      { shopId: 110, nodeId: 10, name: 'Lille', cancelled: false },
      { shopId: 114, nodeId: 14, name: 'Marseille', cancelled: true },
    ]);
    expect(selectedShopIds(tree, [])).toEqual([]);
  });

  it.each([
    { shopIds: [110, 111], expected: [2] },
    { shopIds: [110, 111, 112, 113, 114, 115], expected: [1] },
    { shopIds: [112, 113], expected: [12, 13] },
    { shopIds: [112, 113, 115, 999], expected: [4] },
    { shopIds: [], expected: [] },
  ])('stored shops $shopIds are the selection $expected', ({ shopIds, expected }) => {
    const selection = selectionFromShopIds(tree, shopIds);
    expect(sorted(selection)).toEqual(expected);
    expect(sorted(selectedShopIds(tree, selection))).toEqual(sorted(shopIds.filter((id) => id !== 999)));
  });

  it('reads the API cluster nodes', () => {
    const [first] = pickerNodes([{ id: 7, attributes: { name: 'Lyon', parentId: 1, shopId: 70, shopCancelled: true, depth: 1 } }]);
    expect(first).toEqual({ id: 7, name: 'Lyon', parentId: 1, shopId: 70, shopCancelled: true, depth: 1 });
  });
});

describe('display helpers (§9)', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  it.each([
    { total: 50, limit: 30, shown: 50, hasMore: false },
    { total: 51, limit: 30, shown: 30, hasMore: true },
    { total: 51, limit: 60, shown: 51, hasMore: false },
    { total: 100, limit: 60, shown: 60, hasMore: true },
  ])('$total items with a limit of $limit show $shown', ({ total, limit, shown, hasMore }) => {
    const visible = visibleIds(ids(total), limit);
    expect(visible.ids).toHaveLength(shown);
    expect(visible.hasMore).toBe(hasMore);
  });

  it.each([
    { query: 'nice', expected: [1, 3, 4, 12] },
    { query: 'REGION', expected: [1, 2, 3] },
    { query: 'cote', expected: [1, 3, 4] },
    { query: '  ', expected: [1, 2, 10, 11, 3, 4, 12, 13, 15, 14] },
    { query: 'Paris', expected: [] },
  ])('search "$query" keeps the matches with their ancestors', ({ query, expected }) => {
    expect(searchTree(tree, query)).toEqual(expected);
  });

  it.each([
    { names: ['Lille', 'Roubaix'], expected: 'Lille, Roubaix' },
    { names: ['Boulangerie du Centre', 'Boulangerie de la Gare', 'Nice'], expected: 'Boulangerie du Centre, Boulangerie de la Gare +1' },
    { names: ['Boulangerie du Centre-ville', 'Boulangerie de la Gare', 'Nice'], expected: 'Boulangerie du Centre-ville +2' },
    { names: ['A'.repeat(50), 'Nice'], expected: `${'A'.repeat(44)}… +1` },
    { names: ['A'.repeat(50)], expected: `${'A'.repeat(44)}…` },
    { names: [], expected: '' },
  ])('selected text of $names', ({ names, expected }) => {
    expect(selectedText(names)).toBe(expected);
  });

  it('names the selected nodes in tree order', () => {
    expect(selectedNames(tree, [14, 2])).toEqual(['Région Nord', 'Marseille']);
  });
});

describe('2,000 nodes', () => {
  // 1 root, 40 regions, 49 shops each (1 + 40 + 1,960 = 2,001 nodes)
  const big: PickerNode[] = [node(1, 'Organisation', null)];
  for (let region = 0; region < 40; region += 1) {
    const regionId = 1_000 + region;
    big.push(node(regionId, `Région ${region}`, 1));
    for (let shop = 0; shop < 49; shop += 1) big.push(node(10_000 + region * 100 + shop, `Boutique ${region}-${shop}`, regionId, 10_000 + region * 100 + shop));
  }

  it('selecting every shop one by one ends with the root; unchecking one shop splits it back', () => {
    const index = indexTree(big);
    let selection: number[] = [];
    for (const shop of big.filter((n) => n.shopId !== null)) selection = toggleNode(index, selection, shop.id);
    expect(selection).toEqual([1]);
    expect(selectedShopIds(index, selection)).toHaveLength(1_960);
    expect(sorted(toggleNode(index, selection, 10_000)).length).toBe(39 + 48);
  });
});
