import { Box, Card, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';
import { DEFAULT_LABOUR_LAW_COUNTRY, parseLabourLawCountry, toApiCountry, type LabourLawCountry } from '../../domain/labourLaws';
import { LabourLawDialog, type LabourLawDialogTarget } from './LabourLawDialog';
import { LabourLawsTable } from './LabourLawsTable';
import { LabourLawsToolbar } from './LabourLawsToolbar';
import { useDeleteLabourLaw } from './useDeleteLabourLaw';

/**
 * Labour laws (spec 1 §2.10): the laws of one country (FR by default, kept in ?country= so a reload
 * or a shared link shows the same list), add, edit and delete. Guarded by AccessGuard in customRoutes.
 */
export const LabourLawsPage = () => {
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const country = parseLabourLawCountry(searchParams.get('country')) ?? DEFAULT_LABOUR_LAW_COUNTRY;
  const [dialog, setDialog] = useState<LabourLawDialogTarget | null>(null);
  const deleteLaw = useDeleteLabourLaw();

  const { data, isPending } = useGetList<LabourLawRecord>(
    'labour_laws',
    { filter: { country: toApiCountry(country) }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    {
      retry: false,
      onError: () => notify('labour_laws.notifications.load_error', { type: 'error' }),
    },
  );

  const chooseCountry = (next: LabourLawCountry) =>
    setSearchParams((params) => {
      params.set('country', toApiCountry(next));
      return params;
    });

  return (
    <Box sx={{ py: 2 }}>
      <LabourLawsToolbar country={country} onCountry={chooseCountry} onAdd={() => setDialog({ mode: 'create', country })} />
      <Card variant="outlined">
        {isPending ? <LinearProgress /> : null}
        <LabourLawsTable laws={data ?? []} onEdit={(law) => setDialog({ mode: 'edit', id: law.id })} onDelete={(law) => void deleteLaw(law)} />
      </Card>
      {dialog && <LabourLawDialog target={dialog} onClose={() => setDialog(null)} />}
    </Box>
  );
};
