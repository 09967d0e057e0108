import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { OrganisationLightShops } from './OrganisationLightShops';
import { SeeTheSiteAs } from './SeeTheSiteAs';
import { useOrganisationSummary } from './useOrganisationSummary';

/**
 * /organisations_light/{id} (spec 1 §2.5): the organisation's name, its shops (to their week
 * planning) and "see the site as". An unknown organisation goes to /404 (spec 1 §8).
 */
export const OrganisationLightPage = () => {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data: organisation, isPending, isError } = useOrganisationSummary(id);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={organisation ? translate('organisation_light.title', { name: organisation.name }) : translate('placeholders.organisation_light')} />
      {isPending ? (
        <Skeleton variant="text" width={320} height={48} />
      ) : isError ? (
        <Alert severity="error">{translate('organisation_light.load_error')}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1">
              {organisation.name}
            </Typography>
            <Link to={`/organisations/${encodeURIComponent(id)}`}>{translate('organisation_light.full_view')}</Link>
          </Stack>
          <OrganisationLightShops organisationId={id} />
          <SeeTheSiteAs organisation={organisation} />
        </>
      )}
    </Stack>
  );
};
