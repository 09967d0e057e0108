import { Box, Card, LinearProgress } from '@mui/material';
import { useCreatePath, useGetList, useNotify } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';
import { DEFAULT_LABOUR_LAW_COUNTRY, parseLabourLawCountry, toApiCountry, type LabourLawCountry } from '../../domain/labourLaws';
import { LabourLawCreate } from './LabourLawCreate';
import { LabourLawEdit } from './LabourLawEdit';
import { LabourLawsTable } from './LabourLawsTable';
import { LabourLawsToolbar } from './LabourLawsToolbar';
import { useDeleteLabourLaw } from './useDeleteLabourLaw';

const RESOURCE = 'labour_laws';

/**
 * Labour laws (spec 1 §2.10): the laws of one country (FR by default, kept in ?country= so a reload
 * or a shared link shows the same list), add, edit and delete. Create (/labour_laws/create) and edit
 * (/labour_laws/{id}) are dialogs over this list, which stays in place behind them. Guarded by the
 * resource definition (permission and dev flag).
 */
export const LabourLawList = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const country = parseLabourLawCountry(searchParams.get('country')) ?? DEFAULT_LABOUR_LAW_COUNTRY;
  // the list's route is /labour_laws/*: what follows is "create", a law's id, or nothing
  const { '*': subPath = '' } = useParams();
  const deleteLaw = useDeleteLabourLaw();

  const { data, isPending } = useGetList<LabourLawRecord>(
    RESOURCE,
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
  // the country filter stays in the address while a dialog is open
  const go = (pathname: string) => navigate({ pathname, search: searchParams.toString() });
  const close = () => go(createPath({ resource: RESOURCE, type: 'list' }));

  return (
    <Box sx={{ py: 2 }}>
      <LabourLawsToolbar country={country} onCountry={chooseCountry} onAdd={() => go(createPath({ resource: RESOURCE, type: 'create' }))} />
      <Card variant="outlined">
        {isPending ? <LinearProgress /> : null}
        <LabourLawsTable
          laws={data ?? []}
          onEdit={(law) => go(createPath({ resource: RESOURCE, type: 'edit', id: law.id }))}
          onDelete={(law) => void deleteLaw(law)}
        />
      </Card>
      {subPath === 'create' ? <LabourLawCreate country={country} onClose={close} /> : subPath ? <LabourLawEdit id={subPath} onClose={close} /> : null}
    </Box>
  );
};
