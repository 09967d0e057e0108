import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { inColumns } from '../../../domain/organisationDetails';
import type { OrganisationRecord } from '../../../dataProviders/superAdmin/organisations';

/** Spec 2 §2.1: the licences as links (to the licences tab), in columns of 15. */
export const LicenceLinks = ({ organisationId, licenses }: { organisationId: number; licenses: OrganisationRecord['licenses'] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="organisation-licences">
      <Typography variant="body2" color="text.secondary" id="organisation-licences">
        {translate('organisation_page.details.licences')}
      </Typography>
      {licenses.length === 0 ? <Typography>—</Typography> : null}
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        {inColumns(licenses).map((column) => (
          <Stack key={column[0].id} component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="licence-column">
            {column.map((licence) => (
              <li key={licence.id}>
                <Link component={RouterLink} to={`/organisations/${organisationId}/licences`}>
                  {licence.name}
                </Link>
              </li>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};
