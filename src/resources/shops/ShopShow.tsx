import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AccessSubject } from '../../domain/access';
import { LoadErrorState } from '../../ui/LoadErrorState';
import { TabbedPage } from '../../ui/tabs/TabbedPage';
import { shopTabs } from './show/shopTabs';
import { useShopRecord } from './show/useShopRecord';

/** Spec 2 §2.2: the shop page at /shops/{id}: a link to its organisation, then its name, then its tabs. */
export const ShopShow = () => {
  const { id = '' } = useParams<{ id: string }>();
  const { permissions } = usePermissions<AccessSubject>();
  const { data, isPending, isError, error, refetch, isFetching } = useShopRecord(id);

  if (isPending) {
    return (
      <Card sx={{ mt: 2 }} aria-busy="true">
        <CardContent>
          <Skeleton variant="text" width={280} height={40} />
          <Skeleton variant="rectangular" height={240} />
        </CardContent>
      </Card>
    );
  }
  if (isError || !data) {
    // a 404 has already left for /404 (useShopRecord)
    if ((error as { status?: number } | null)?.status === 404) return null;
    return (
      <Card sx={{ mt: 2 }}>
        <LoadErrorState message="shop_page.errors.loading" onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  }
  const { shop, organisation } = data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={shop.name} />
      <CardContent>
        <Link component={RouterLink} to={`/organisations/${organisation.id}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="shop-organisation-link">
          <ArrowBackIcon fontSize="small" />
          {organisation.name}
        </Link>
        <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {shop.name}
        </Typography>
        {/* keyed by id: another shop starts its tabs (and their forms) afresh */}
        <TabbedPage key={shop.id} tabs={shopTabs(data, permissions)} label="shop_page.tabs_label" />
      </CardContent>
    </Card>
  );
};
