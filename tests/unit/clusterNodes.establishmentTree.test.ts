import { describe, expect, it } from 'vitest';
import { orderEstablishmentTree, parseAncestry, type StoredClusterNode } from '../../src/domain/establishmentTree.js';

const node = (id: number, parentId: number | null, ancestry: string | null, name: string, shopId: number | null = null): StoredClusterNode => ({
  id,
  parentId,
  ancestry,
  name,
  shopId,
});

describe('parseAncestry', () => {
  it.each([
    [null, []],
    ['', []],
    ['1', [1]],
    ['1/4/9', [1, 4, 9]],
    ['1//x/4/', [1, 4]],
  ])('%s -> %j', (ancestry, ids) => {
    expect(parseAncestry(ancestry)).toEqual(ids);
  });
});

describe('orderEstablishmentTree', () => {
  it('puts a parent before its children and siblings by name (accents and case ignored), then id', () => {
    const tree = orderEstablishmentTree([
      node(5, 2, '1/2', 'zèbre', 50),
      node(3, 1, '1', 'Écluse'),
      node(2, 1, '1', 'abeille'),
      node(1, null, null, 'Racine'),
      node(4, 3, '1/3', 'Pont', 40),
      node(6, 2, '1/2', 'Ane', 60),
    ]);
    expect(tree.map((n) => n.id)).toEqual([1, 2, 6, 5, 3, 4]);
    expect(tree[0]).toMatchObject({ ancestorIds: [], descendantIds: [2, 6, 5, 3, 4], shopsCount: 3 });
    expect(tree.find((n) => n.id === 2)).toMatchObject({ ancestorIds: [1], descendantIds: [6, 5], shopsCount: 2 });
    expect(tree.find((n) => n.id === 4)).toMatchObject({ ancestorIds: [1, 3], descendantIds: [], shopsCount: 1 });
  });

  it('keeps every node of a damaged tree: an orphan is a root, a cycle comes last, a bad ancestry part is dropped', () => {
    const tree = orderEstablishmentTree([
      node(1, null, null, 'Racine'),
      node(2, 99, '99', 'Orpheline'),
      node(3, 4, '4', 'Boucle A'),
      node(4, 3, '3', 'Boucle B'),
      node(5, 1, '1/abc/', 'Feuille', 7),
      node(6, 6, '6', 'Elle-même'),
    ]);
    expect(tree.map((n) => n.id)).toEqual([6, 2, 1, 5, 3, 4]);
    expect(tree.find((n) => n.id === 5)).toMatchObject({ ancestorIds: [1] });
    expect(tree.find((n) => n.id === 6)).toMatchObject({ ancestorIds: [], descendantIds: [] });
    expect(tree.find((n) => n.id === 1)).toMatchObject({ descendantIds: [5], shopsCount: 1 });
  });

  it('answers nothing for no nodes', () => {
    expect(orderEstablishmentTree([])).toEqual([]);
  });
});
