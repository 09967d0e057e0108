import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { useConfirm } from '../../ui/ConfirmProvider';

/**
 * Spec 2 §2.1 "send invitation to the whole organisation": the users who have not accepted theirs
 * (not archived, with an e-mail) are counted, the confirmation names how many, then each is sent again.
 */
export const SendOrganisationInvitationsButton = ({ organisationId }: { organisationId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const mutation = useMutation({
    mutationFn: async () => {
      const invitees = await dataProvider.getOrganisationInvitees(organisationId);
      if (invitees.length === 0) return null;
      const confirmed = await confirm({
        title: 'users.invite_all.confirm_title',
        content: 'users.invite_all.confirm_content',
        contentOptions: { smart_count: invitees.length, count: invitees.length },
        confirm: 'users.invite_all.confirm',
      });
      return confirmed ? dataProvider.sendInvitations(invitees) : undefined;
    },
    onSuccess: (sent) => {
      if (sent === null) notify('users.invite_all.nobody', { type: 'info' });
      else if (sent !== undefined) notify('invitations.sent', { type: 'success', messageArgs: { smart_count: sent, count: sent } });
    },
    onError: () => notify('invitations.failed', { type: 'error', messageArgs: { smart_count: 2, count: 2 } }),
  });
  return (
    <Button size="small" startIcon={<ForwardToInboxIcon />} onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      {translate('users.invite_all.button')}
    </Button>
  );
};
