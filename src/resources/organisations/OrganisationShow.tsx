import { Card, CardContent, Typography } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../ui/RecordPageFallback';
import { TabbedPage } from '../../ui/tabs/TabbedPage';
import { organisationTabs } from './organisationTabs';
import { useOrganisationRecord } from './useOrganisationRecord';

/** Spec 2 §2.1: the organisation page at /organisations/{id}, titled with its name, in tabs. */
export const OrganisationShow = () => {
  const { id = '' } = useParams<{ id: string }>();
  // the tabs' rules are in definition.ts (organisations.integration, .integration_management, .events)
  const { canAccess: integration = false, isPending: integrationPending } = useCanAccess({ resource: 'organisations', action: 'integration' });
  const { canAccess: integrationManagement = false, isPending: managementPending } = useCanAccess({ resource: 'organisations', action: 'integration_management' });
  const { canAccess: events = false, isPending: eventsPending } = useCanAccess({ resource: 'organisations', action: 'events' });
  const query = useOrganisationRecord(id);
  const { data } = query;

  if (!data) return <RecordPageFallback query={query} message="organisations.errors.loading" />;
  const { name } = data.organisation;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {name}
        </Typography>
        {/* keyed by id: another organisation starts its tabs (and their forms) afresh */}
        <TabbedPage
          key={data.organisation.id}
          tabs={organisationTabs(data, { integration, integrationManagement, events })} label="organisation_page.tabs_label"
          settled={!integrationPending && !managementPending && !eventsPending}
        />
      </CardContent>
    </Card>
  );
};
