/**
 * The establishment tree of an organisation (cluster nodes, spec 1 §3 and spec 3 §3): the stored
 * rows give each node's parent and its ancestry ("1/4": the ids from the root down to the parent);
 * these rules derive what the API answers and a tree picker needs. Pure, no I/O.
 */
export interface StoredClusterNode {
  id: number;
  parentId: number | null;
  shopId: number | null;
  name: string;
  ancestry: string | null;
}

export interface TreeFacts {
  ancestorIds: number[];
  descendantIds: number[];
  /** shops in the node's subtree, itself included */
  shopsCount: number;
}

/** "1/4" -> [1, 4]; empty, null or malformed parts are dropped (a stored value never breaks a reader). */
export function parseAncestry(ancestry: string | null | undefined): number[] {
  return (ancestry ?? '')
    .split('/')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/**
 * Depth-first order (a parent before its children, siblings by name then id) with each node's
 * ancestors, descendants and shop count, all within the given nodes. A node whose parent is not
 * among them is a root; nodes caught in a parent cycle come last, by id, so none is dropped.
 */
export function orderEstablishmentTree<T extends StoredClusterNode>(nodes: readonly T[]): Array<T & TreeFacts> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<number | null, T[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && node.parentId !== node.id && byId.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const bySiblingOrder = (a: T, b: T) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) || a.id - b.id;

  const ordered: T[] = [];
  const visited = new Set<number>();
  const stack = [...(children.get(null) ?? [])].sort(bySiblingOrder).reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visited.has(node.id)) continue;
    visited.add(node.id);
    ordered.push(node);
    stack.push(...[...(children.get(node.id) ?? [])].sort(bySiblingOrder).reverse());
  }
  ordered.push(...nodes.filter((node) => !visited.has(node.id)).sort((a, b) => a.id - b.id));

  const ancestorIds = new Map(nodes.map((node) => [node.id, parseAncestry(node.ancestry).filter((id) => id !== node.id)]));
  const descendants = new Map<number, number[]>(nodes.map((node) => [node.id, []]));
  const shopsCount = new Map<number, number>(nodes.map((node) => [node.id, node.shopId === null ? 0 : 1]));
  for (const node of ordered) {
    for (const ancestor of new Set(ancestorIds.get(node.id))) {
      if (!byId.has(ancestor)) continue;
      descendants.get(ancestor)!.push(node.id);
      if (node.shopId !== null) shopsCount.set(ancestor, shopsCount.get(ancestor)! + 1);
    }
  }
  return ordered.map((node) => ({
    ...node,
    ancestorIds: ancestorIds.get(node.id)!,
    descendantIds: descendants.get(node.id)!,
    shopsCount: shopsCount.get(node.id)!,
  }));
}
