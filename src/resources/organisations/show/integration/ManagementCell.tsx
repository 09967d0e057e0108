import { Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PayConfig } from '../../../../contracts/payConfigs';
import { indexTree, selectionFromShopIds, type PickerNode } from '../../../../domain/establishmentTree';
import { EstablishmentPicker } from '../../../../ui/EstablishmentPicker';

interface ManagementCellProps {
  config: PayConfig;
  /** the organisation's tree; undefined while it loads */
  nodes: readonly PickerNode[] | undefined;
  saving: boolean;
  /** saves the shops; the cell shows its selection until this settles */
  onSave: (config: PayConfig, shopIds: number[]) => Promise<unknown>;
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/**
 * Spec 3 §2.1 management column: the establishment picker on the config's shops. The selection is kept while the
 * dropdown is open and saved once when it closes, only if it changed (§7 assign shops).
 */
export const ManagementCell = ({ config, nodes, saving, onSave }: ManagementCellProps) => {
  const translate = useTranslate();
  const index = useMemo(() => (nodes ? indexTree(nodes) : null), [nodes]);
  const stored = useMemo(() => (index ? selectionFromShopIds(index, config.shopIds) : []), [index, config.shopIds]);
  const [draft, setDraft] = useState<{ selection: number[]; shopIds: number[] } | null>(null);
  if (!nodes) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('establishment_picker.loading')}
      </Typography>
    );
  }
  return (
    <EstablishmentPicker
      nodes={nodes}
      selection={draft?.selection ?? stored}
      disabled={saving}
      onChange={setDraft}
      onClose={() => {
        if (draft && !sameIds(draft.shopIds, config.shopIds)) void onSave(config, draft.shopIds).finally(() => setDraft(null));
        else setDraft(null);
      }}
    />
  );
};
