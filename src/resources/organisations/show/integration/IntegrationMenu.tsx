import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

export type IntegrationAction = 'rename' | 'update' | 'download' | 'report_history' | 'run_report' | 'delete';

const ENTRIES: ReadonlyArray<{ action: IntegrationAction; icon: typeof EditIcon; label?: string }> = [
  { action: 'rename', icon: DriveFileRenameOutlineIcon },
  { action: 'update', icon: EditIcon },
  { action: 'download', icon: DownloadIcon },
  // issue 30: the automated report's runs and run now
  { action: 'report_history', icon: HistoryIcon, label: 'report_history.menu' },
  { action: 'run_report', icon: PlayArrowIcon, label: 'report_history.run_now' },
  { action: 'delete', icon: DeleteIcon },
];

/** Spec 3 §2.1 kebab entries: rename, update, download the file (issue 29), delete in error style. */
export const IntegrationMenu = ({ anchor, onPick, onClose }: { anchor: HTMLElement; onPick: (action: IntegrationAction) => void; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Menu open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {ENTRIES.map(({ action, icon: Icon, label }) => (
        <MenuItem key={action} onClick={() => onPick(action)} sx={action === 'delete' ? { color: 'error.main' } : undefined}>
          <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(label ?? `integrations.actions.${action}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
};
