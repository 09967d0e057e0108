import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AccessSubject } from '../../domain/access';
import { LoadErrorState } from '../../ui/LoadErrorState';
import { TabbedPage } from '../../ui/tabs/TabbedPage';
import { organisationTabs } from './organisationTabs';
import { useOrganisationRecord } from './useOrganisationRecord';

/** Spec 2 §2.1: the organisation page at /organisations/{id}, titled with its name, in tabs. */
export const OrganisationShow = () => {
  const { id = '' } = useParams<{ id: string }>();
  const { permissions } = usePermissions<AccessSubject>();
  const { data, isPending, isError, error, refetch, isFetching } = useOrganisationRecord(id);

  if (isPending) {
    return (
      <Card sx={{ mt: 2 }} aria-busy="true">
        <CardContent>
          <Skeleton variant="text" width={280} height={40} />
          <Skeleton variant="rectangular" height={240} />
        </CardContent>
      </Card>
    );
  }
  if (isError || !data) {
    // a 404 has already left for /404 (useOrganisationRecord)
    if ((error as { status?: number } | null)?.status === 404) return null;
    return (
      <Card sx={{ mt: 2 }}>
        <LoadErrorState message="organisations.errors.loading" onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  }
  const { name } = data.organisation;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {name}
        </Typography>
        {/* keyed by id: another organisation starts its tabs (and their forms) afresh */}
        <TabbedPage key={data.organisation.id} tabs={organisationTabs(data, permissions)} label="organisation_page.tabs_label" />
      </CardContent>
    </Card>
  );
};
