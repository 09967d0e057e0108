import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganisationSummary } from '../../dataProviders/superAdmin/organisations';
import { useImpersonate } from '../../resources/users/impersonation/useImpersonate';
import { useResendInvitation } from '../../resources/users/useResendInvitation';
import { PeopleGroup } from './PeopleGroup';

/** Spec 1 §2.5: the three groups of people the staff member can see the site as. */
export const SEE_THE_SITE_AS_GROUPS = ['administrators', 'advanced_planner', 'advanced_master'] as const;

export const SeeTheSiteAs = ({ organisation }: { organisation: Pick<OrganisationSummary, (typeof SEE_THE_SITE_AS_GROUPS)[number]> }) => {
  const translate = useTranslate();
  const impersonation = useImpersonate();
  const invitation = useResendInvitation();
  return (
    <Card component="section" aria-labelledby="see-the-site-as">
      <CardHeader
        title={translate('organisation_light.see_the_site_as')}
        subheader={translate('organisation_light.see_the_site_as_help')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'see-the-site-as' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={3}>
          {SEE_THE_SITE_AS_GROUPS.map((group) => (
            <Grid key={group} size={{ xs: 12, md: 4 }}>
              <PeopleGroup
                title={translate(`organisation_light.groups.${group}`)}
                people={organisation[group] ?? []}
                impersonation={impersonation}
                invitation={invitation}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
};
