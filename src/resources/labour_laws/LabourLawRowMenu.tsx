import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';

interface LabourLawRowMenuProps {
  law: LabourLawRecord;
  onEdit: (law: LabourLawRecord) => void;
  onDelete: (law: LabourLawRecord) => void;
}

/** The row menu of the list (spec 1 §2.10): edit, delete. */
export const LabourLawRowMenu = ({ law, onEdit, onDelete }: LabourLawRowMenuProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (law: LabourLawRecord) => void) => () => {
    setAnchor(null);
    action(law);
  };
  return (
    <>
      <IconButton size="small" aria-label={translate('labour_laws.actions.menu', { key: law.key })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onEdit)}>
          <ListItemText>{translate('labour_laws.actions.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onDelete)}>
          <ListItemText slotProps={{ primary: { color: 'error' } }}>{translate('labour_laws.actions.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
