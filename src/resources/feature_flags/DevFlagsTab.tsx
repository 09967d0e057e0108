import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DevFlag } from '../../dataProviders/superAdmin/featureFlags';
import { AddFlagButton } from './AddFlagButton';
import { CanaryFlagsTable } from './CanaryFlagsTable';
import { StandardFlagsTable } from './StandardFlagsTable';

type SubTab = 'standard' | 'canary';

/** spec 1 §2.9 dev tab: "standard" and "canary" sub-tabs and the 15-minute propagation note. */
export const DevFlagsTab = ({ flags }: { flags: DevFlag[] }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<SubTab>('standard');
  const names = flags.map((flag) => flag.name);
  return (
    <>
      <Alert severity="info" sx={{ my: 2 }}>
        {translate('feature_flags.propagation_note')}
      </Alert>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, next: SubTab) => setTab(next)}>
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
