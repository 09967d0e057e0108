import ConstructionIcon from '@mui/icons-material/Construction';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IntegrationWizardRoutes } from '../../../../customRoutes/integrationWizard/IntegrationWizardRoutes';
import { IntegrationsPanel } from './IntegrationsPanel';

interface IntegrationTabProps {
  organisationId: number;
  /** FEATUREDEV_PAM_ON_SVC_REPORTS: integrations | jobs segmented tabs, else the jobs table alone (spec 3 §2.1) */
  management: boolean;
}

/** The jobs side arrives with its own issue: said plainly, never blank. */
const JobsLater = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
      <ConstructionIcon color="action" fontSize="large" />
      <Typography color="text.secondary">{translate('integrations.jobs_later')}</Typography>
    </Stack>
  );
};

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
        <JobsLater />
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
      {side === 'integrations' ? <IntegrationsPanel organisationId={organisationId} /> : <JobsLater />}
      {wizard}
    </>
  );
};
