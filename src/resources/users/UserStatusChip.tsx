import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserStatus } from '../../contracts/users';

const MUI_COLOUR = { success: 'success', warning: 'warning', danger: 'error' } as const;

/** Spec 2 §3 "status {text, className}": the server's tag colour, the status in words (users.status.*). */
export const UserStatusChip = ({ status }: { status: UserStatus | null | undefined }) => {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" variant="outlined" color={MUI_COLOUR[status.className]} data-status={status.text} label={translate(`users.status.${status.text}`, { _: status.text })} />;
};
