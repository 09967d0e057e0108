import { useDelete, useNotify } from 'react-admin';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';
import { useConfirm } from '../../ui/ConfirmProvider';
import { shopsUsingLaw } from './labourLawErrors';

/**
 * Delete with confirmation (spec 1 §2.10). A law used by shops is refused with the legacy 401
 * "Labour law used by shops [N]" (§8): say "delete forbidden" with N; any other failure, a default.
 * The 401 is not a session failure (auth/sessionFailure.ts), so the user stays signed in.
 */
export function useDeleteLabourLaw(): (law: LabourLawRecord) => Promise<void> {
  const confirm = useConfirm();
  const notify = useNotify();
  const [deleteOne] = useDelete<LabourLawRecord>();
  return async (law) => {
    const confirmed = await confirm({
      title: 'labour_laws.confirm.delete_title',
      content: 'labour_laws.confirm.delete_content',
      contentOptions: { name: law.name, key: law.key },
      confirmColor: 'warning',
    });
    if (!confirmed) return;
    await deleteOne(
      'labour_laws',
      { id: law.id, previousData: law },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('labour_laws.notifications.deleted', { type: 'success', messageArgs: { name: law.name } }),
        onError: (error) => {
          const shops = shopsUsingLaw(error);
          if (shops !== null) notify('labour_laws.notifications.delete_forbidden', { type: 'error', messageArgs: { smart_count: shops, count: shops } });
          else notify('labour_laws.notifications.delete_error', { type: 'error' });
        },
      },
    );
  };
}
