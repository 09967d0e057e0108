import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

interface ExternalLinkMenuItemProps {
  href: string | null | undefined;
  label: string;
  icon: ReactNode;
}

/** A user-menu entry leading to the main application (profile, change password). Hidden without a URL. */
export const ExternalLinkMenuItem = ({ href, label, icon }: ExternalLinkMenuItemProps) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  if (!href) return null;
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};
