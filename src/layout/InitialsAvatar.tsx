import Avatar from '@mui/material/Avatar';
import { useGetIdentity } from 'react-admin';

/** The monogram of the current user's first and last names. */
export const InitialsAvatar = () => {
  const { identity } = useGetIdentity();
  const initials = typeof identity?.initials === 'string' ? identity.initials : '';
  return (
    <Avatar sx={{ width: 30, height: 30, fontSize: '0.85rem', bgcolor: 'primary.light' }} data-testid="user-initials">
      {initials}
    </Avatar>
  );
};
