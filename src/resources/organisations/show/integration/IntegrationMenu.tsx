import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

export type IntegrationAction = 'rename' | 'update' | 'download' | 'automate' | 'report_history' | 'run_report' | 'delete';

/** `automatedReport`: shown only under FEATUREDEV_PAM_AUTOMATED_EXPORT (spec 3 §6), with the report's runs (issue 30) */
const ENTRIES: ReadonlyArray<{ action: IntegrationAction; icon: typeof EditIcon; label?: string; automatedReport?: true }> = [
  { action: 'rename', icon: DriveFileRenameOutlineIcon },
  { action: 'update', icon: EditIcon },
  { action: 'download', icon: DownloadIcon },
  { action: 'automate', icon: ScheduleSendIcon, label: 'automated_report.menu', automatedReport: true },
  { action: 'report_history', icon: HistoryIcon, label: 'report_history.menu', automatedReport: true },
  { action: 'run_report', icon: PlayArrowIcon, label: 'report_history.run_now', automatedReport: true },
  { action: 'delete', icon: DeleteIcon },
];

interface IntegrationMenuProps {
  anchor: HTMLElement;
  /** FEATUREDEV_PAM_AUTOMATED_EXPORT: the "automate report sending" entry and the report's runs (spec 3 §2.1, §6) */
  automatedExport: boolean;
  onPick: (action: IntegrationAction) => void;
  onClose: () => void;
}

/**
 * Spec 3 §2.1 kebab entries: rename, update, download the file (issue 29), automate report sending, report history and
 * run now (flag; issue 30), delete in error style.
 */
export const IntegrationMenu = ({ anchor, automatedExport, onPick, onClose }: IntegrationMenuProps) => {
  const translate = useTranslate();
  return (
    <Menu open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {ENTRIES.filter(({ automatedReport }) => !automatedReport || automatedExport).map(({ action, icon: Icon, label }) => (
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
