import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AccountSwitch } from './startupLink';

export type StartupTranslate = (key: string, options?: Record<string, unknown>) => string;

interface AccountSwitchPromptProps {
  accounts: AccountSwitch;
  translate: StartupTranslate;
  /** true: switch to the link's account; false: keep the current session (also on Escape) */
  onAnswer: (switchAccount: boolean) => void;
}

/** Issue 13: a start-up link for another account than the signed-in one switches only when the user says so. */
export const AccountSwitchPrompt = ({ accounts, translate, onAnswer }: AccountSwitchPromptProps) => (
  <Dialog open onClose={() => onAnswer(false)} aria-labelledby="account-switch-title" aria-describedby="account-switch-message">
    <DialogTitle id="account-switch-title">{translate('auth.switch_account.title')}</DialogTitle>
    <DialogContent>
      <DialogContentText id="account-switch-message">{translate('auth.switch_account.message', { ...accounts })}</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={() => onAnswer(false)} autoFocus>
        {translate('auth.switch_account.keep', { ...accounts })}
      </Button>
      <Button onClick={() => onAnswer(true)} variant="contained">
        {translate('auth.switch_account.switch', { ...accounts })}
      </Button>
    </DialogActions>
  </Dialog>
);
