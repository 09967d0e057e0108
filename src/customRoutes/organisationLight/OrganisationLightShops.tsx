import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Card, CardContent, CardHeader, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import type { ConsoleDataProvider } from '../../dataProviders';
import { weekPlanningUrl } from '../../domain/mainAppLinks';

/** The organisation's shops (list-only form), each linking to its week planning in the main application. */
export const OrganisationLightShops = ({ organisationId }: { organisationId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mainAppUrl } = useRuntimeConfig();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: shops, isPending, isError } = useQuery({
    queryKey: ['organisations', 'shops', organisationId],
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await dataProvider.getOrganisationShops(organisationId, signal);
      } catch (error) {
        if ((error as { status?: number }).status === 404) navigate('/404', { replace: true });
        else if (!signal.aborted) notify('organisation_light.shops_load_error', { type: 'error' });
        throw error;
      }
    },
  });

  return (
    <Card component="section" aria-labelledby="organisation-light-shops">
      <CardHeader title={translate('organisation_light.shops_title')} slotProps={{ title: { component: 'h2', variant: 'h6', id: 'organisation-light-shops' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : isError ? (
          <Typography color="error">{translate('organisation_light.shops_load_error')}</Typography>
        ) : shops.length === 0 ? (
          <Typography color="text.secondary">{translate('organisation_light.no_shops')}</Typography>
        ) : (
          <List dense disablePadding>
            {shops.map((shop) => (
              <ListItem key={shop.id} disableGutters>
                <ListItemText
                  primary={
                    <Link
                      href={weekPlanningUrl(mainAppUrl, shop.id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      underline="hover"
                      aria-label={translate('organisation_light.week_planning_of', { name: shop.name })}
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    >
                      {shop.name}
                      <OpenInNewIcon sx={{ fontSize: '1rem' }} aria-hidden />
                    </Link>
                  }
                  secondary={translate('organisation_light.shop_id', { id: shop.id })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
