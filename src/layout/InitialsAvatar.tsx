import Avatar from '@mui/material/Avatar';
import { useGetIdentity } from 'react-admin';

/**
 * The monogram of the current user's first and last names. Drawn by CSS from data-initials: the
 * user-menu button's accessible name begins with the name it shows, and a text node "CD" inside
 * would be visible text missing from that name (axe label-content-name-mismatch, WCAG 2.5.3).
 */
export const InitialsAvatar = () => {
  const { identity } = useGetIdentity();
  const initials = typeof identity?.initials === 'string' ? identity.initials : '';
  return (
    <Avatar
      aria-hidden
      data-testid="user-initials"
      data-initials={initials}
      sx={{ width: 30, height: 30, fontSize: '0.85rem', bgcolor: 'primary.dark', color: 'primary.contrastText', '& > span::before': { content: 'attr(data-initials)' } }}
    >
      {/* a child, or MUI draws its fallback person icon */}
      <span data-initials={initials} />
    </Avatar>
  );
};
