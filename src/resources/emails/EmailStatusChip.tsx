import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatusColour } from '../../domain/events/subtypes';

/**
 * Spec 2 §3 tag colours as MUI chips: the spec's "blue" (secondary) is the console's blue outlined, so that it differs
 * from primary (clicks); light is an outlined grey tag, disabled a muted one.
 */
const CHIPS: Record<StatusColour, Pick<ChipProps, 'color' | 'variant' | 'sx'>> = {
  success: { color: 'success' },
  secondary: { color: 'primary', variant: 'outlined' },
  info: { color: 'info' },
  primary: { color: 'primary' },
  warning: { color: 'warning' },
  error: { color: 'error' },
  light: { variant: 'outlined' },
  disabled: { sx: { color: 'text.disabled', bgcolor: 'action.hover' } },
};

const chipOf = (colour: string) => CHIPS[colour as StatusColour] ?? CHIPS.light;

/** An e-mail or SMS status (EMAIL_DELIVERED, SMS_DEFERRED…) in the user's words, in its colour. */
export const EmailStatusChip = ({ status, colour }: { status: string; colour: string }) => {
  const translate = useTranslate();
  const name = status.replace(/^(EMAIL|SMS)_/, '').toLowerCase();
  return <Chip size="small" label={translate(`sent_emails.statuses.${name}`, { _: status })} data-colour={colour} {...chipOf(colour)} />;
};
