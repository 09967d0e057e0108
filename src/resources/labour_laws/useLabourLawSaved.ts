import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { apiErrorText } from '../../dataProviders/apiError';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';

/** What follows a save of the create or edit dialog: the list reloaded, a toast naming the law, the dialog closed; or the refusal. */
export function useLabourLawSaved(message: 'created' | 'updated', onClose: () => void) {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  return {
    onSuccess: (saved: LabourLawRecord) => {
      void queryClient.invalidateQueries({ queryKey: ['labour_laws'] });
      notify(`labour_laws.notifications.${message}`, { type: 'success', messageArgs: { name: saved.name } });
      onClose();
    },
    onError: (error: unknown) => {
      // spec 1 §8: the server's message, or a default.
      const text = apiErrorText(error, translate, { fallback: 'labour_laws.notifications.save_error' });
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
  };
}
