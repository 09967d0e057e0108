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

/* ---------- The establishment picker (spec 3 §4.5, limits §9) ---------- */

/** One node as the picker needs it (the cluster node of spec 3 §3.3, attributes flattened). */
export interface PickerNode {
  id: number;
  name: string;
  parentId: number | null;
  shopId: number | null;
  shopCancelled: boolean;
  depth: number;
}

/** The tree indexed once (by id, by parent, depth-first order) so every rule below is O(subtree), never O(n²). */
export interface TreeIndex {
  byId: ReadonlyMap<number, PickerNode>;
  children: ReadonlyMap<number | null, readonly number[]>;
  roots: readonly number[];
  /** every node id, a parent before its children, siblings in the given order */
  order: readonly number[];
}

/** A selection: the checked nodes, none under another checked node, no full set of siblings (the parent stands for them). */
export type TreeSelection = readonly number[];

export const PICKER_LIMITS = { initialItems: 30, loadMoreStep: 30, paginateAbove: 50, selectedTextChars: 45, searchDebounceMs: 500, dropdownMaxHeightPx: 300 } as const;

/** The cluster nodes of the API (`{id, attributes}`) as picker nodes. */
export function pickerNodes(nodes: ReadonlyArray<{ id: number; attributes: Omit<PickerNode, 'id'> }>): PickerNode[] {
  return nodes.map(({ id, attributes: { name, parentId, shopId, shopCancelled, depth } }) => ({ id, name, parentId, shopId, shopCancelled, depth }));
}

export function indexTree(nodes: readonly PickerNode[]): TreeIndex {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<number | null, number[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && node.parentId !== node.id && byId.has(node.parentId) ? node.parentId : null;
    const list = children.get(parent);
    if (list) list.push(node.id);
    else children.set(parent, [node.id]);
  }
  const roots = children.get(null) ?? [];
  const order: number[] = [];
  const visited = new Set<number>();
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    order.push(id);
    const below = children.get(id);
    if (below) for (let i = below.length - 1; i >= 0; i -= 1) stack.push(below[i]);
  }
  return { byId, children, roots, order };
}

function ancestorsOf(index: TreeIndex, id: number): number[] {
  const ancestors: number[] = [];
  const seen = new Set([id]);
  for (let parent = index.byId.get(id)?.parentId ?? null; parent !== null && index.byId.has(parent) && !seen.has(parent); parent = index.byId.get(parent)!.parentId) {
    seen.add(parent);
    ancestors.push(parent);
  }
  return ancestors;
}

function forEachDescendant(index: TreeIndex, id: number, visit: (id: number) => void): void {
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length > 0) {
    const current = stack.pop()!;
    visit(current);
    stack.push(...(index.children.get(current) ?? []));
  }
}

/** Checked: selected itself or under a selected ancestor. */
export function isChecked(index: TreeIndex, selection: TreeSelection, id: number): boolean {
  const selected = new Set(selection);
  return selected.has(id) || ancestorsOf(index, id).some((ancestor) => selected.has(ancestor));
}

/** Every checked node id (what the tree view shows ticked). */
export function checkedIds(index: TreeIndex, selection: TreeSelection): Set<number> {
  const checked = new Set<number>();
  for (const id of selection) {
    if (!index.byId.has(id) || checked.has(id)) continue;
    checked.add(id);
    forEachDescendant(index, id, (descendant) => checked.add(descendant));
  }
  return checked;
}

/** §4.5: a full set of siblings gives way to their parent, recursively up. */
function collapseUp(index: TreeIndex, selected: Set<number>, from: number): void {
  for (let parent = index.byId.get(from)?.parentId ?? null; parent !== null && index.byId.has(parent); parent = index.byId.get(parent)!.parentId) {
    const siblings = index.children.get(parent) ?? [];
    if (!siblings.every((sibling) => selected.has(sibling))) return;
    for (const sibling of siblings) selected.delete(sibling);
    selected.add(parent);
  }
}

/**
 * Toggles one node (§4.5). Checking it drops its selected descendants and collapses full sibling sets into
 * their parent; unchecking a node under a selected ancestor splits that ancestor into the remaining nodes
 * (the other children of each node on the way down to the toggled one).
 */
export function toggleNode(index: TreeIndex, selection: TreeSelection, id: number): number[] {
  if (!index.byId.has(id)) return [...selection];
  const selected = new Set(selection);
  if (selected.has(id)) {
    selected.delete(id);
    return [...selected];
  }
  const ancestors = ancestorsOf(index, id);
  const checkedAncestorAt = ancestors.findIndex((ancestor) => selected.has(ancestor));
  if (checkedAncestorAt >= 0) {
    selected.delete(ancestors[checkedAncestorAt]);
    const path = [...ancestors.slice(0, checkedAncestorAt).reverse(), id];
    for (const [step, onPath] of path.entries()) {
      const parent = step === 0 ? ancestors[checkedAncestorAt] : path[step - 1];
      for (const sibling of index.children.get(parent) ?? []) if (sibling !== onPath) selected.add(sibling);
    }
    return [...selected];
  }
  forEachDescendant(index, id, (descendant) => selected.delete(descendant));
  selected.add(id);
  collapseUp(index, selected, id);
  return [...selected];
}

export function isAllSelected(index: TreeIndex, selection: TreeSelection): boolean {
  const selected = new Set(selection);
  return index.roots.length > 0 && index.roots.every((root) => selected.has(root));
}

/** §4.5 select-all toggles all: everything, or nothing when everything was selected. */
export function toggleAll(index: TreeIndex, selection: TreeSelection): number[] {
  return isAllSelected(index, selection) ? [] : [...index.roots];
}

export interface SelectedShop {
  shopId: number;
  nodeId: number;
  name: string;
  cancelled: boolean;
}

/** The shops the selection stands for, in tree order (cancelled ones marked). */
export function selectedShops(index: TreeIndex, selection: TreeSelection): SelectedShop[] {
  const checked = checkedIds(index, selection);
  return index.order
    .filter((id) => checked.has(id) && index.byId.get(id)!.shopId !== null)
    .map((id) => {
      const node = index.byId.get(id)!;
      return { shopId: node.shopId!, nodeId: id, name: node.name, cancelled: node.shopCancelled };
    });
}

export function selectedShopIds(index: TreeIndex, selection: TreeSelection): number[] {
  return [...new Set(selectedShops(index, selection).map((shop) => shop.shopId))];
}

/** The selection that stands for stored shop ids (a pay config's shopIds), full sibling sets collapsed. */
export function selectionFromShopIds(index: TreeIndex, shopIds: readonly number[]): number[] {
  const wanted = new Set(shopIds);
  const selected = new Set<number>();
  for (let i = index.order.length - 1; i >= 0; i -= 1) {
    const id = index.order[i];
    const node = index.byId.get(id)!;
    const below = index.children.get(id) ?? [];
    const covered = node.shopId !== null ? wanted.has(node.shopId) : below.length > 0 && below.every((child) => selected.has(child));
    if (!covered) continue;
    for (const child of below) selected.delete(child);
    selected.add(id);
  }
  return index.order.filter((id) => selected.has(id));
}

/* ---------- Display helpers ---------- */

/** §9: all items up to 50; above, the first `limit` (30, then +30 per "load more"). */
export function visibleIds(ids: readonly number[], limit: number): { ids: number[]; hasMore: boolean } {
  if (ids.length <= PICKER_LIMITS.paginateAbove || ids.length <= limit) return { ids: [...ids], hasMore: false };
  return { ids: ids.slice(0, limit), hasMore: true };
}

const normalise = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/** The nodes whose name contains the query (accents and case ignored) with their ancestors, in tree order. */
export function searchTree(index: TreeIndex, query: string): number[] {
  const needle = normalise(query.trim());
  if (needle === '') return [...index.order];
  const kept = new Set<number>();
  for (const id of index.order) {
    if (kept.has(id) || !normalise(index.byId.get(id)!.name).includes(needle)) continue;
    kept.add(id);
    for (const ancestor of ancestorsOf(index, id)) kept.add(ancestor);
  }
  return index.order.filter((id) => kept.has(id));
}

/**
 * §9: the selected names joined by ", ", cut at 45 characters: the whole names that fit, then "+N" for the
 * others; a first name longer than the limit is itself cut (with "…").
 */
export function selectedText(names: readonly string[], maxChars: number = PICKER_LIMITS.selectedTextChars): string {
  const full = names.join(', ');
  if (full.length <= maxChars) return full;
  let shown = 0;
  let length = 0;
  for (const name of names) {
    const next = length + (shown > 0 ? 2 : 0) + name.length;
    if (next > maxChars) break;
    length = next;
    shown += 1;
  }
  if (shown === 0) return `${names[0].slice(0, maxChars - 1)}…${names.length > 1 ? ` +${names.length - 1}` : ''}`;
  return `${names.slice(0, shown).join(', ')} +${names.length - shown}`;
}

/** The names of the selected nodes in tree order (what the dropdown button summarises). */
export function selectedNames(index: TreeIndex, selection: TreeSelection): string[] {
  const selected = new Set(selection);
  return index.order.filter((id) => selected.has(id)).map((id) => index.byId.get(id)!.name);
}
