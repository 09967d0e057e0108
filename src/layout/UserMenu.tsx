import KeyIcon from '@mui/icons-material/Key';
import PersonIcon from '@mui/icons-material/Person';
import { useMediaQuery, type Theme } from '@mui/material';
import { Logout, UserMenu as RaUserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { ExternalLinkMenuItem } from './ExternalLinkMenuItem';
import { InitialsAvatar } from './InitialsAvatar';
import { LanguageMenuItem } from './LanguageMenuItem';

/** Spec 1 §2.2: the initials monogram; profile and change password (main application), language, logout. */
export const UserMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  // from the sm breakpoint react-admin's button shows the user's name: its accessible name then
  // starts with it (WCAG 2.5.3, label in name); below, an icon button named "User menu"
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm')) && Boolean(identity?.fullName);
  const label = showsName ? translate('user_menu.label_of', { name: identity?.fullName }) : 'user_menu.label';
  return (
    <RaUserMenu icon={<InitialsAvatar />} label={label}>
      <ExternalLinkMenuItem href={identity?.profileUrl} label="user_menu.profile" icon={<PersonIcon fontSize="small" />} />
      <ExternalLinkMenuItem href={identity?.editPasswordUrl} label="user_menu.change_password" icon={<KeyIcon fontSize="small" />} />
      <LanguageMenuItem />
      <Logout />
    </RaUserMenu>
  );
};
