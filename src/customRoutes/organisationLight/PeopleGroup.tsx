import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import LoginIcon from '@mui/icons-material/Login';
import { Button, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganisationPerson } from '../../dataProviders/superAdmin/organisations';
import type { useImpersonate } from '../../resources/users/impersonation/useImpersonate';
import type { useResendInvitation } from '../../resources/users/useResendInvitation';

interface PeopleGroupProps {
  title: string;
  people: OrganisationPerson[];
  impersonation: ReturnType<typeof useImpersonate>;
  invitation: ReturnType<typeof useResendInvitation>;
}

/** One "see the site as" group: click a name to impersonate; each person can be sent the invitation again. */
export const PeopleGroup = ({ title, people, impersonation, invitation }: PeopleGroupProps) => {
  const translate = useTranslate();
  const headingId = `group-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {people.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {translate('organisation_light.nobody')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={person.id} disableGutters>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  onClick={() => impersonation.impersonate(person.id)}
                  disabled={impersonation.pendingUserId !== undefined}
                  startIcon={impersonation.pendingUserId === person.id ? <CircularProgress size={16} /> : <LoginIcon />}
                  title={translate('organisation_light.impersonate', { name: person.name })}
                  sx={{ textTransform: 'none' }}
                >
                  {person.name}
                </Button>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => void invitation.resend(person)}
                  disabled={invitation.pendingUserId === person.id}
                  startIcon={<ForwardToInboxIcon />}
                  aria-label={translate('organisation_light.resend_invitation_to', { name: person.name })}
                  sx={{ textTransform: 'none' }}
                >
                  {translate('organisation_light.resend_invitation')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
};
