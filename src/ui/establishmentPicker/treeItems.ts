import type { TreeIndex } from '../../domain/establishmentTree';

export interface PickerTreeItem {
  id: string;
  label: string;
  children: PickerTreeItem[];
}

/**
 * The RichTreeView items of the visible node ids (tree order, every visible node's ancestors visible too:
 * a prefix of the depth-first order or a search result). One pass, O(visible).
 */
export function buildTreeItems(index: TreeIndex, visible: readonly number[], labelOf: (id: number) => string): PickerTreeItem[] {
  const items = new Map<number, PickerTreeItem>();
  const roots: PickerTreeItem[] = [];
  for (const id of visible) {
    const item: PickerTreeItem = { id: String(id), label: labelOf(id), children: [] };
    items.set(id, item);
    const parentId = index.byId.get(id)?.parentId ?? null;
    const parent = parentId === null ? undefined : items.get(parentId);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** The ids of the visible items that have visible children (expanded by default). */
export function parentItemIds(items: readonly PickerTreeItem[]): string[] {
  const ids: string[] = [];
  const stack = [...items];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.children.length === 0) continue;
    ids.push(item.id);
    stack.push(...item.children);
  }
  return ids;
}
