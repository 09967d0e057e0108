import { useGetOne, useNotify, useUpdate } from 'react-admin';
import type { LabourLawInput, LabourLawRecord } from '../../dataProviders/labourLaws';
import { LabourLawDialog } from './LabourLawDialog';
import { useLabourLawSaved } from './useLabourLawSaved';

interface LabourLawEditProps {
  /** the law's console id, "country:scope:key" */
  id: string;
  onClose: () => void;
}

/** A law loaded (GET /labour_law) and edited in a dialog over the list (spec 1 §2.10); PUT /labour_law saves it. */
export const LabourLawEdit = ({ id, onClose }: LabourLawEditProps) => {
  const notify = useNotify();
  const { data: law, isPending } = useGetOne<LabourLawRecord>(
    'labour_laws',
    { id },
    {
      retry: false,
      onError: () => {
        notify('labour_laws.notifications.load_error', { type: 'error' });
        onClose();
      },
    },
  );
  const [update, { isPending: saving }] = useUpdate<LabourLawRecord>();
  const saved = useLabourLawSaved('updated', onClose);

  const submit = (input: LabourLawInput) => {
    if (law) update('labour_laws', { id: law.id, data: input, previousData: law }, { mutationMode: 'pessimistic', ...saved });
  };

  return <LabourLawDialog mode="edit" law={law} loading={isPending || !law} saving={saving} onSubmit={submit} onClose={onClose} />;
};
