import { Box, Card, CardContent, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { AddFlagButton } from './AddFlagButton';
import { DevFlagsTab } from './DevFlagsTab';
import { useFeatureFlags, useFlagFailure } from './featureFlagsData';
import { ProductFlagsTab } from './ProductFlagsTab';

type MainTab = 'product' | 'dev';

/** Feature flags (spec 1 §2.9): product flags per country and sector, dev flags and canaries. Guarded by can_manage_feature_flags (resource definition). */
export const FeatureFlagList = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<MainTab>('product');
  const { data, error, isPending } = useFeatureFlags();
  const onFailure = useFlagFailure();
  useEffect(() => {
    if (error) onFailure(error);
  }, [error, onFailure]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('feature_flags.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('feature_flags.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={(_, next: MainTab) => setTab(next)}>
            <Tab value="product" label={translate('feature_flags.tabs.product')} />
            <Tab value="dev" label={translate('feature_flags.tabs.dev')} />
          </Tabs>
          {tab === 'product' && data ? <AddFlagButton kind="product" existingNames={data.feature_flags.map((flag) => flag.name)} /> : null}
        </Box>
        {isPending ? <LinearProgress sx={{ mt: 2 }} /> : null}
        {data && tab === 'product' ? <ProductFlagsTab flags={data.feature_flags} /> : null}
        {data && tab === 'dev' ? <DevFlagsTab flags={data.feature_flags_dev} /> : null}
      </CardContent>
    </Card>
  );
};
