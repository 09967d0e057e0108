import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../ui/RecordPageFallback';
import { TabbedPage } from '../../ui/tabs/TabbedPage';
import { shopTabs } from './show/shopTabs';
import { useShopRecord } from './show/useShopRecord';

/** Spec 2 §2.2: the shop page at /shops/{id}: a link to its organisation, then its name, then its tabs. */
export const ShopShow = () => {
  const { id = '' } = useParams<{ id: string }>();
  // the events tab's rule is in definition.ts (shops.events)
  const { canAccess: events = false, isPending: eventsPending } = useCanAccess({ resource: 'shops', action: 'events' });
  const query = useShopRecord(id);
  const { data } = query;

  if (!data) return <RecordPageFallback query={query} message="shop_page.errors.loading" />;
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
        <TabbedPage key={shop.id} tabs={shopTabs(data, { events })} label="shop_page.tabs_label" settled={!eventsPending} />
      </CardContent>
    </Card>
  );
};
