import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IntegrationWizardRoutes } from '../../../../customRoutes/integrationWizard/IntegrationWizardRoutes';
import { IntegrationsPanel } from './IntegrationsPanel';
import { JobsTable } from './jobs/JobsTable';

interface IntegrationTabProps {
  organisationId: number;
  /** FEATUREDEV_PAM_ON_SVC_REPORTS: integrations | jobs segmented tabs, else the jobs table alone (spec 3 §2.1) */
  management: boolean;
}

/**
 * Spec 3 §2.1: the organisation's integration tab. The wizard (customRoutes/integrationWizard) is drawn over it at
 * integration/new and integration/{configId}/edit, so it can be linked and reloaded.
 */
export const IntegrationTab = ({ organisationId, management }: IntegrationTabProps) => {
  const translate = useTranslate();
  const [side, setSide] = useState<'integrations' | 'jobs'>('integrations');
  const wizard = <IntegrationWizardRoutes organisationId={organisationId} />;
  if (!management) {
    return (
      <>
        <JobsTable organisationId={organisationId} />
        {wizard}
      </>
    );
  }
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={side}
        onChange={(_event, value: 'integrations' | 'jobs' | null) => value && setSide(value)}
        aria-label={translate('integrations.sides_label')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="integrations">{translate('integrations.sides.integrations')}</ToggleButton>
        <ToggleButton value="jobs">{translate('integrations.sides.jobs')}</ToggleButton>
      </ToggleButtonGroup>
      {side === 'integrations' ? <IntegrationsPanel organisationId={organisationId} /> : <JobsTable organisationId={organisationId} />}
      {wizard}
    </>
  );
};
