import DeleteIcon from '@mui/icons-material/Delete';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import LoginIcon from '@mui/icons-material/Login';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { UserAnswer } from '../../../contracts/users';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { useImpersonate } from '../impersonation/useImpersonate';
import { useResendInvitation } from '../useResendInvitation';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { useNotifyApiError } from '../../../dataProviders/useApiErrorText';
import { RefreshPinButton } from '../pins/RefreshPinButton';
import { SendPinButton } from '../pins/SendPinButton';
import { UnblacklistButtons } from '../pins/UnblacklistButtons';

/**
 * Spec 2 §2.3 actions: impersonate, resend invitation, refresh and send the PIN, delete the e-mail
 * (confirmation; success toast or the server's text), delete the user (only with can_delete_employee;
 * then the archived users), un-blacklist (only with canUnblacklist).
 */
export const UserActions = ({ answer, onChanged }: { answer: UserAnswer; onChanged: () => void }) => {
  const { user } = answer;
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const impersonation = useImpersonate();
  const invitation = useResendInvitation();
  const notifyError = useNotifyApiError();
  // the text of the server's error key (issue 28), else the action's own failure text
  const failed = (fallback: string) => (error: unknown) => notifyError(error, { fallback });
  const deleteEmail = useMutation({
    mutationFn: () => dataProvider.deleteUserEmail(user.id),
    onSuccess: () => {
      notify('users.delete_email.done', { type: 'success' });
      onChanged();
    },
    onError: failed('users.delete_email.failed'),
  });
  const deleteUser = useMutation({
    mutationFn: () => dataProvider.deleteUser(user.id),
    onSuccess: () => {
      notify('users.delete.done', { type: 'success', messageArgs: { name: user.name } });
      navigate('/users?status=archived');
    },
    onError: failed('users.delete.failed'),
  });
  const ask = async (key: 'delete_email' | 'delete', then: () => void) => {
    if (await confirm({ title: `users.${key}.confirm_title`, content: `users.${key}.confirm_content`, contentOptions: { name: user.name, email: user.email }, confirm: `users.${key}.confirm` })) then();
  };
  const archived = user.status.text === 'archived';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button size="small" startIcon={<LoginIcon />} disabled={archived || impersonation.pendingUserId !== undefined} onClick={() => impersonation.impersonate(user.id)}>
        {translate('users.actions.impersonate', { name: user.name })}
      </Button>
      <Button size="small" startIcon={<ForwardToInboxIcon />} disabled={archived || !user.email || invitation.isPending} onClick={() => void invitation.resend({ id: user.id, name: user.name })}>
        {translate('users.actions.resend_invitation')}
      </Button>
      <RefreshPinButton userId={user.id} onRefreshed={onChanged} />
      <SendPinButton scope={{ type: 'user', id: user.id }} variant="button" />
      <Button size="small" color="warning" startIcon={<UnsubscribeIcon />} disabled={!user.email || deleteEmail.isPending} onClick={() => void ask('delete_email', () => deleteEmail.mutate())}>
        {translate('users.actions.delete_email')}
      </Button>
      {answer.can_delete_employee ? (
        <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={archived || deleteUser.isPending} onClick={() => void ask('delete', () => deleteUser.mutate())}>
          {translate('users.actions.delete')}
        </Button>
      ) : null}
      {answer.canUnblacklist ? <UnblacklistButtons userId={user.id} email={user.email} phone={user.phoneNumber} blacklisted={user.blacklisted} onChanged={onChanged} /> : null}
    </Stack>
  );
};
