import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import LoginIcon from '@mui/icons-material/Login';
import { IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserRow } from '../../contracts/users';
import type { useImpersonate } from './impersonation/useImpersonate';
import type { useResendInvitation } from './useResendInvitation';
import { SendPinButton } from './pins/SendPinButton';

interface UserRowActionsProps {
  row: UserRow;
  impersonation: ReturnType<typeof useImpersonate>;
  invitation: ReturnType<typeof useResendInvitation>;
}

/** Spec 2 §2.1 users tab, the icons of a row: invite (again), send the PIN, see the site as this user. */
export const UserRowActions = ({ row, impersonation, invitation }: UserRowActionsProps) => {
  const translate = useTranslate();
  const archived = row.status.text === 'archived';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        size="small"
        aria-label={translate('users.actions.invite_user', { name: row.name })}
        title={translate('users.actions.invite_user', { name: row.name })}
        disabled={archived || !row.email || invitation.pendingUserId === row.id}
        onClick={() => void invitation.resend({ id: row.id, name: row.name })}
      >
        <ForwardToInboxIcon fontSize="small" />
      </IconButton>
      <SendPinButton scope={{ type: 'user', id: row.id }} variant="icon" />
      <IconButton
        size="small"
        aria-label={translate('users.actions.impersonate_user', { name: row.name })}
        title={translate('users.actions.impersonate_user', { name: row.name })}
        disabled={archived || impersonation.pendingUserId !== undefined}
        onClick={() => impersonation.impersonate(row.id)}
      >
        <LoginIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
