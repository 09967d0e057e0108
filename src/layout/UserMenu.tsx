import KeyIcon from '@mui/icons-material/Key';
import PersonIcon from '@mui/icons-material/Person';
import { Logout, UserMenu as RaUserMenu, useGetIdentity } from 'react-admin';
import { ExternalLinkMenuItem } from './ExternalLinkMenuItem';
import { InitialsAvatar } from './InitialsAvatar';
import { LanguageMenuItem } from './LanguageMenuItem';

/** Spec 1 §2.2: the initials monogram; profile and change password (main application), language, logout. */
export const UserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <RaUserMenu icon={<InitialsAvatar />} label="user_menu.label">
      <ExternalLinkMenuItem href={identity?.profileUrl} label="user_menu.profile" icon={<PersonIcon fontSize="small" />} />
      <ExternalLinkMenuItem href={identity?.editPasswordUrl} label="user_menu.change_password" icon={<KeyIcon fontSize="small" />} />
      <LanguageMenuItem />
      <Logout />
    </RaUserMenu>
  );
};
