import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';
import { serverMessage } from './labourLawErrors';

/** What follows a save of the create or edit dialog: the list reloaded, a toast naming the law, the dialog closed; or the refusal. */
export function useLabourLawSaved(message: 'created' | 'updated', onClose: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: LabourLawRecord) => {
      void queryClient.invalidateQueries({ queryKey: ['labour_laws'] });
      notify(`labour_laws.notifications.${message}`, { type: 'success', messageArgs: { name: saved.name } });
      onClose();
    },
    onError: (error: unknown) => {
      const text = serverMessage(error);
      // spec 1 §8: the server's message, or a default.
      if (text) notify(text, { type: 'error', messageArgs: { _: text } });
      else notify('labour_laws.notifications.save_error', { type: 'error' });
    },
  };
}
