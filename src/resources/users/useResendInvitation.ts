import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { useConfirm } from '../../ui/ConfirmProvider';

/**
 * "Resend invitation" (spec 1 §2.5): asks for confirmation, then (re)sends the invitation e-mail
 * of the customer user; success and failure toasts of spec 1 §8.
 */
export function useResendInvitation() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const confirm = useConfirm();
  const mutation = useMutation({
    mutationFn: (userId: number | string) => dataProvider.sendInvitation(userId),
    onSuccess: () => notify('invitations.sent', { type: 'success', messageArgs: { smart_count: 1 } }),
    onError: () => notify('invitations.failed', { type: 'error', messageArgs: { smart_count: 1 } }),
  });
  const resend = async (person: { id: number | string; name: string }) => {
    const confirmed = await confirm({
      title: 'invitations.confirm_title',
      content: 'invitations.confirm_content',
      contentOptions: { name: person.name },
      confirm: 'invitations.confirm',
    });
    if (confirmed) mutation.mutate(person.id);
  };
  return { resend, isPending: mutation.isPending, pendingUserId: mutation.isPending ? mutation.variables : undefined };
}
