import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { integrationWizardPath } from '../../../customRoutes/integrationWizard/IntegrationWizardRoutes';

/**
 * Spec 2 §2.2, spec 3 §2.2: the shop's new-integration action opens the integration wizard over its organisation's
 * page with the shop preselected; hidden by FEATUREDEV_LEGACY_INTEGRATION_DISABLED and without can_run_integration_jobs.
 */
export const NewIntegrationButton = ({ shopId, organisationId }: { shopId: number; organisationId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: legacy = false } = useCanAccess({ resource: 'shops', action: 'legacy_integration' });
  const { canAccess: integration = false } = useCanAccess({ resource: 'organisations', action: 'integration' });
  if (!legacy || !integration) return null;
  return (
    <Button startIcon={<AddLinkIcon />} onClick={() => navigate(integrationWizardPath(organisationId, shopId))}>
      {translate('integrations.actions.new_for_shop')}
    </Button>
  );
};
