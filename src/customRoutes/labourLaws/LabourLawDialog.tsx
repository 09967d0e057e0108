import { Box, CircularProgress, Dialog, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useDataProvider, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { labourLawId, type LabourLawInput, type LabourLawRecord } from '../../dataProviders/labourLaws';
import type { LabourLawCountry } from '../../domain/labourLaws';
import { LabourLawForm } from './LabourLawForm';
import { serverMessage } from './labourLawErrors';

export type LabourLawDialogTarget = { mode: 'create'; country: LabourLawCountry } | { mode: 'edit'; id: string };

interface LabourLawDialogProps {
  target: LabourLawDialogTarget;
  onClose: () => void;
}

const RESOURCE = 'labour_laws';

/** Creates or edits a law in a dialog over the list; edit loads the law first (GET /labour_law). */
export const LabourLawDialog = ({ target, onClose }: LabourLawDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const editId = target.mode === 'edit' ? target.id : '';
  const { data: law, isPending } = useGetOne<LabourLawRecord>(
    RESOURCE,
    { id: editId },
    {
      enabled: target.mode === 'edit',
      retry: false,
      onError: () => {
        notify('labour_laws.notifications.load_error', { type: 'error' });
        onClose();
      },
    },
  );
  const [create, { isPending: creating }] = useCreate<LabourLawRecord>();
  const [update, { isPending: updating }] = useUpdate<LabourLawRecord>();

  const callbacks = (message: 'created' | 'updated') => ({
    onSuccess: (saved: LabourLawRecord) => {
      void queryClient.invalidateQueries({ queryKey: [RESOURCE] });
      notify(`labour_laws.notifications.${message}`, { type: 'success', messageArgs: { name: saved.name } });
      onClose();
    },
    onError: (error: unknown) => {
      const message = serverMessage(error);
      // spec 1 §8: the server's message, or a default.
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
      else notify('labour_laws.notifications.save_error', { type: 'error' });
    },
  });

  /** PUT creates or replaces: a new law must not silently replace an existing one with the same identity. */
  const exists = (input: LabourLawInput) =>
    dataProvider.getOne(RESOURCE, { id: labourLawId(input) }).then(
      () => true,
      () => false,
    );

  const submit = async (input: LabourLawInput) => {
    if (target.mode === 'edit' && law) {
      update(RESOURCE, { id: law.id, data: input, previousData: law }, { mutationMode: 'pessimistic', ...callbacks('updated') });
    } else if (await exists(input)) {
      notify('labour_laws.notifications.already_exists', { type: 'error', messageArgs: { key: input.key } });
    } else {
      create(RESOURCE, { data: input }, callbacks('created'));
    }
  };

  const loading = target.mode === 'edit' && (isPending || !law);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" scroll="paper">
      <DialogTitle>{translate(target.mode === 'edit' ? 'labour_laws.form.edit_title' : 'labour_laws.form.create_title')}</DialogTitle>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
          <CircularProgress aria-label={translate('labour_laws.form.loading')} />
        </Box>
      ) : (
        <LabourLawForm
          key={law?.id ?? 'new'}
          law={target.mode === 'edit' ? law : null}
          defaultCountry={target.mode === 'create' ? target.country : undefined}
          saving={creating || updating}
          onSubmit={(input) => void submit(input)}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
};
