import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

export type IntegrationAction = 'rename' | 'update' | 'download' | 'automate' | 'delete';

const ENTRIES: ReadonlyArray<{ action: IntegrationAction; icon: typeof EditIcon }> = [
  { action: 'rename', icon: DriveFileRenameOutlineIcon },
  { action: 'update', icon: EditIcon },
  { action: 'download', icon: DownloadIcon },
  { action: 'automate', icon: ScheduleSendIcon },
  { action: 'delete', icon: DeleteIcon },
];

interface IntegrationMenuProps {
  anchor: HTMLElement;
  /** FEATUREDEV_PAM_AUTOMATED_EXPORT: the "automate report sending" entry (spec 3 §2.1, §6) */
  automatedExport: boolean;
  onPick: (action: IntegrationAction) => void;
  onClose: () => void;
}

/** Spec 3 §2.1 kebab entries: rename, update, download the file (issue 29), automate report sending (flag), delete in error style. */
export const IntegrationMenu = ({ anchor, automatedExport, onPick, onClose }: IntegrationMenuProps) => {
  const translate = useTranslate();
  return (
    <Menu open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {ENTRIES.filter(({ action }) => action !== 'automate' || automatedExport).map(({ action, icon: Icon }) => (
        <MenuItem key={action} onClick={() => onPick(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
          <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(action === 'automate' ? 'automated_report.menu' : `integrations.actions.${action}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
};
