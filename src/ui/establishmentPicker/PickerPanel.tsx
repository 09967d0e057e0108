import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  PICKER_LIMITS,
  checkedIds,
  isAllSelected,
  searchTree,
  toggleAll,
  toggleNode,
  visibleIds,
  type TreeIndex,
  type TreeSelection,
} from '../../domain/establishmentTree';
import { useDebouncedValue } from '../useDebouncedValue';
import { buildTreeItems, parentItemIds } from './treeItems';

interface PickerPanelProps {
  index: TreeIndex;
  selection: TreeSelection;
  onSelectionChange: (selection: number[]) => void;
  disabled?: boolean;
}

/** The picker's content (spec 3 §4.5, §9): search (debounced 500 ms), select-all, the checkbox tree, "load more". */
export const PickerPanel = ({ index, selection, onSelectionChange, disabled }: PickerPanelProps) => {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, PICKER_LIMITS.searchDebounceMs);
  const [limit, setLimit] = useState<number>(PICKER_LIMITS.initialItems);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const matches = useMemo(() => searchTree(index, debouncedQuery), [index, debouncedQuery]);
  const visible = useMemo(() => visibleIds(matches, limit), [matches, limit]);
  const items = useMemo(() => {
    const labelOf = (id: number) => {
      const node = index.byId.get(id)!;
      return node.shopCancelled ? `${node.name} (${translate('establishment_picker.cancelled')})` : node.name;
    };
    return buildTreeItems(index, visible.ids, labelOf);
  }, [index, visible.ids, translate]);
  const parents = useMemo(() => parentItemIds(items), [items]);
  const checked = useMemo(() => checkedIds(index, selection), [index, selection]);
  const selectedItems = useMemo(() => visible.ids.filter((id) => checked.has(id)).map(String), [visible.ids, checked]);

  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* the search and select-all stay in view while the tree scrolls inside the 300 px dropdown */}
      <Box sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', mt: -1, pt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          size="small"
          label={translate('establishment_picker.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(PICKER_LIMITS.initialItems);
          }}
        />
        <FormControlLabel
          control={<Checkbox checked={isAllSelected(index, selection)} onChange={() => onSelectionChange(toggleAll(index, selection))} disabled={disabled} />}
          label={translate('establishment_picker.select_all')}
        />
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('establishment_picker.no_results')}
        </Typography>
      ) : (
        <RichTreeView
          aria-label={translate('establishment_picker.tree_label')}
          items={items}
          multiSelect
          checkboxSelection
          disableSelection={disabled}
          selectedItems={selectedItems}
          onItemSelectionToggle={(_event, itemId) => onSelectionChange(toggleNode(index, selection, Number(itemId)))}
          expandedItems={parents.filter((id) => !collapsed.has(id))}
          onExpandedItemsChange={(_event, expanded) => setCollapsed(new Set(parents.filter((id) => !expanded.includes(id))))}
        />
      )}
      {visible.hasMore ? (
        <Button onClick={() => setLimit((current) => current + PICKER_LIMITS.loadMoreStep)}>{translate('establishment_picker.load_more')}</Button>
      ) : null}
    </Box>
  );
};
