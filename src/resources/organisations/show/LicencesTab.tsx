import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadErrorState } from '../../../ui/LoadErrorState';
import { ListHeading } from '../../../ui/lists/ListHeading';
import { LicenceBadge } from './LicenceBadge';
import { LicenceVisibilitySwitch } from './LicenceVisibilitySwitch';
import { useLicenceVisibility, useOrganisationLicences } from './licencesData';

interface LicencesTabProps {
  organisationId: number;
  organisationName: string;
}

/** The organisation's licences tab (spec 2 §2.1): position badge, licence name, visibility switch; by position. */
export const LicencesTab = ({ organisationId, organisationName }: LicencesTabProps) => {
  const translate = useTranslate();
  const { data: licences, isPending, isError, isFetching, refetch } = useOrganisationLicences(organisationId);
  const visibility = useLicenceVisibility(organisationId);
  return (
    <>
      <ListHeading label="organisation_licences.heading" options={{ name: organisationName }} level="h2" />
      {isPending ? <LinearProgress sx={{ mt: 2 }} /> : null}
      {isError && !licences ? (
        <LoadErrorState message="organisation_licences.load_error" onRetry={() => void refetch()} retrying={isFetching} />
      ) : null}
      {licences && licences.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('organisation_licences.empty')}
        </Typography>
      ) : null}
      {licences && licences.length > 0 ? (
        <Table size="small" sx={{ mt: 1, maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 96 }}>{translate('organisation_licences.columns.position')}</TableCell>
              <TableCell>{translate('organisation_licences.columns.name')}</TableCell>
              <TableCell sx={{ width: 120 }}>{translate('organisation_licences.columns.visible')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {licences.map((licence) => (
              <TableRow key={licence.id} hover>
                <TableCell>
                  <LicenceBadge position={licence.position} />
                </TableCell>
                <TableCell>{licence.name}</TableCell>
                <TableCell>
                  <LicenceVisibilitySwitch licence={licence} onChange={(visible) => visibility.mutate({ licence, visible })} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
};
