import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { TabbedPage } from '../../ui/tabs/TabbedPage';
import { DevFlagsTab } from './DevFlagsTab';
import { useFeatureFlags, useFlagFailure } from './featureFlagsData';
import { ProductFlagsTab } from './ProductFlagsTab';

/**
 * Feature flags (spec 1 §2.9): product flags per country and sector, dev flags and canaries. The tab
 * is in the address (issue 15): /feature_flags, /feature_flags/dev, /feature_flags/dev/canary.
 * Guarded by can_manage_feature_flags (resource definition).
 */
export const FeatureFlagList = () => {
  const translate = useTranslate();
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
        {isPending ? <LinearProgress sx={{ mt: 2 }} /> : null}
        {data ? (
          <TabbedPage
            label="feature_flags.title"
            tabs={[
              { path: 'product', label: 'feature_flags.tabs.product', element: <ProductFlagsTab flags={data.feature_flags} /> },
              { path: 'dev', label: 'feature_flags.tabs.dev', element: <DevFlagsTab flags={data.feature_flags_dev} /> },
            ]}
          />
        ) : null}
      </CardContent>
    </Card>
  );
};
