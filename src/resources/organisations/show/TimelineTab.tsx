import { LaterTab } from './LaterTab';

/**
 * Beyond the spec (issue 19): one customer timeline merging, newest first, the organisation's events, e-mails and SMS,
 * jobs and impersonations, filterable by kind. Placeholder until it lands.
 */
export const TimelineTab = (_props: { organisationId: number }) => <LaterTab title="organisation_page.tabs.timeline" />;
