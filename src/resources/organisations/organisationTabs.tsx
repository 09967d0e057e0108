import type { OrganisationRecordAnswer } from '../../dataProviders/superAdmin/organisations';
import type { PageTab } from '../../ui/tabs/TabbedPage';
import { InvoicesTable } from '../invoices/InvoicesTable';
import { DetailsTab } from './show/DetailsTab';
import { IntegrationTab } from './show/integration/IntegrationTab';
import { EmployeesTab } from './show/EmployeesTab';
import { LicencesTab } from './show/LicencesTab';
import { TimelineTab } from './show/TimelineTab';
import { EventsHistory } from '../events/EventsHistory';
import { SentEmails } from '../emails/SentEmails';
import { ShopsTab } from './show/ShopsTab';

/**
 * Spec 2 §2.1: the organisation page's tabs, in order, as the rules of definition.ts allow: integration with
 * can_run_integration_jobs (its label follows FEATUREDEV_PAM_ON_SVC_REPORTS), events history with FEATUREDEV_SVC_EVENTS_ENABLED.
 */
export interface OrganisationTabsAllowed {
  integration: boolean;
  integrationManagement: boolean;
  events: boolean;
}

export function organisationTabs(answer: OrganisationRecordAnswer, allowed: OrganisationTabsAllowed): PageTab[] {
  const { id, name } = answer.organisation;
  const integrationLabel = allowed.integrationManagement ? 'organisation_page.tabs.integration_reports' : 'organisation_page.tabs.integration';
  return [
    { path: 'details', label: 'organisation_page.tabs.details', element: <DetailsTab answer={answer} /> },
    { path: 'shops', label: 'organisation_page.tabs.shops', element: <ShopsTab organisationId={id} organisationName={name} /> },
    { path: 'employees', label: 'organisation_page.tabs.employees', element: <EmployeesTab organisationId={id} organisationName={name} /> },
    { path: 'invoices', label: 'organisation_page.tabs.invoices', element: <InvoicesTable scope={{ kind: 'organisation', organisationId: id, organisationName: name }} /> },
    { path: 'sms_emails', label: 'organisation_page.tabs.sms_emails', element: <SentEmails entity="organisation" id={id} /> },
    { path: 'licences', label: 'organisation_page.tabs.licences', element: <LicencesTab organisationId={id} organisationName={name} /> },
    {
      path: 'integration',
      label: integrationLabel,
      element: <IntegrationTab organisationId={id} management={allowed.integrationManagement} />,
      visible: allowed.integration,
    },
    {
      path: 'events',
      label: 'organisation_page.tabs.events',
      element: <EventsHistory type="organisation" id={id} clusterNodeId={answer.organisation.clusterNodeId ?? null} />,
      visible: allowed.events,
    },
    { path: 'timeline', label: 'organisation_page.tabs.timeline', element: <TimelineTab organisationId={id} /> },
  ];
}
