import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Popover } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  PICKER_LIMITS,
  indexTree,
  selectedNames,
  selectedShopIds,
  selectedText,
  type PickerNode,
  type TreeSelection,
} from '../domain/establishmentTree';
import { PickerPanel } from './establishmentPicker/PickerPanel';

export interface EstablishmentPickerChange {
  /** the checked nodes (§4.5: a full set of siblings is their parent) */
  selection: number[];
  /** the shops they stand for, cancelled ones included */
  shopIds: number[];
}

export interface EstablishmentPickerProps {
  /** the organisation's establishment tree (see `pickerNodes` for the API's cluster nodes) */
  nodes: readonly PickerNode[];
  /** the checked node ids (see `selectionFromShopIds` for stored shop ids) */
  selection: TreeSelection;
  onChange: (change: EstablishmentPickerChange) => void;
  /** the dropdown closed (a caller that saves the selection saves it here, once) */
  onClose?: () => void;
  disabled?: boolean;
}

/**
 * The establishment tree picker (spec 3 §2.1 management column, §2.3, §4.5, §9): a button showing the
 * selection cut at 45 characters with "+N", opening a panel of at most 300 px with the checkbox tree.
 * Nodes and selection come from the caller; nothing is fetched here.
 */
export const EstablishmentPicker = ({ nodes, selection, onChange, onClose, disabled }: EstablishmentPickerProps) => {
  const translate = useTranslate();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const text = selectedText(selectedNames(index, selection));

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        aria-label={`${translate('establishment_picker.label')}: ${text || translate('establishment_picker.none_selected')}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', justifyContent: 'space-between', maxWidth: '100%', textAlign: 'left' }}
      >
        {/* one line: a text the column cannot hold ends in "…" (the whole of it is the button's label) */}
        <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {text || translate('establishment_picker.none_selected')}
        </Box>
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          onClose?.();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('establishment_picker.label'), sx: { maxHeight: PICKER_LIMITS.dropdownMaxHeightPx, minWidth: 320 } } }}
      >
        <PickerPanel
          index={index}
          selection={selection}
          disabled={disabled}
          onSelectionChange={(next) => onChange({ selection: next, shopIds: selectedShopIds(index, next) })}
        />
      </Popover>
    </>
  );
};
