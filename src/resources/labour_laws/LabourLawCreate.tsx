import { useCreate, useDataProvider, useNotify } from 'react-admin';
import { labourLawId, type LabourLawInput, type LabourLawRecord } from '../../dataProviders/labourLaws';
import type { LabourLawCountry } from '../../domain/labourLaws';
import { LabourLawDialog } from './LabourLawDialog';
import { useLabourLawSaved } from './useLabourLawSaved';

interface LabourLawCreateProps {
  /** the list's country, where the new law starts */
  country: LabourLawCountry;
  onClose: () => void;
}

/** A new law, in a dialog over the list (spec 1 §2.10); PUT /labour_law creates it. */
export const LabourLawCreate = ({ country, onClose }: LabourLawCreateProps) => {
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [create, { isPending }] = useCreate<LabourLawRecord>();
  const saved = useLabourLawSaved('created', onClose);

  /** PUT creates or replaces: a new law must not silently replace an existing one with the same identity. */
  const exists = (input: LabourLawInput) =>
    dataProvider.getOne('labour_laws', { id: labourLawId(input) }).then(
      () => true,
      () => false,
    );

  const submit = async (input: LabourLawInput) => {
    if (await exists(input)) notify('labour_laws.notifications.already_exists', { type: 'error', messageArgs: { key: input.key } });
    else create('labour_laws', { data: input }, saved);
  };

  return <LabourLawDialog mode="create" defaultCountry={country} saving={isPending} onSubmit={(input) => void submit(input)} onClose={onClose} />;
};
