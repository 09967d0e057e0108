import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { DevFlag } from '../../dataProviders/superAdmin/featureFlags';
import { AddFlagButton } from './AddFlagButton';
import { CanaryFlagsTable } from './CanaryFlagsTable';
import { StandardFlagsTable } from './StandardFlagsTable';

type SubTab = 'standard' | 'canary';

/**
 * spec 1 §2.9 dev tab: "standard" and "canary" sub-tabs and the 15-minute propagation note. The
 * sub-tab is in the address: /feature_flags/dev, /feature_flags/dev/canary.
 */
export const DevFlagsTab = ({ flags }: { flags: DevFlag[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // the list's route is /feature_flags/*: "dev" or "dev/canary" here
  const { '*': rest = '' } = useParams();
  const tab: SubTab = rest.split('/')[1] === 'canary' ? 'canary' : 'standard';
  const open = (next: SubTab) => {
    const devPath = `${createPath({ resource: 'feature_flags', type: 'list' })}/dev`;
    navigate(next === 'canary' ? `${devPath}/canary` : devPath);
  };
  const names = flags.map((flag) => flag.name);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('feature_flags.propagation_note')}
      </Alert>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, next: SubTab) => open(next)} aria-label={translate('feature_flags.tabs.dev')}>
          <Tab value="standard" label={translate('feature_flags.dev_tabs.standard')} />
          <Tab value="canary" label={translate('feature_flags.dev_tabs.canary')} />
        </Tabs>
        <AddFlagButton key={tab} kind={tab === 'standard' ? 'dev' : 'canary'} existingNames={names} />
      </Box>
      {tab === 'standard' ? (
        <StandardFlagsTable flags={flags.filter((flag) => flag.canaryReleaseType === null)} />
      ) : (
        <CanaryFlagsTable flags={flags.filter((flag) => flag.canaryReleaseType !== null)} />
      )}
    </>
  );
};
