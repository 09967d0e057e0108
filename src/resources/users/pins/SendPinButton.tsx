import DialpadIcon from '@mui/icons-material/Dialpad';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SendPinDialog, type PinScope } from './SendPinDialog';

/**
 * "Send the PIN" (spec 2 §2.1 users tab and its top button, §2.3 user page): opens the send-PIN modal
 * (§2.7) for one user, a shop or an organisation.
 */
export const SendPinButton = ({
  scope,
  recipientsCount,
  variant = 'button',
}: {
  scope: PinScope;
  recipientsCount?: number;
  variant?: 'icon' | 'button';
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate(scope.type === 'user' ? 'pins.send.button' : 'pins.send.button_group');
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
            <DialpadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" size="small" startIcon={<DialpadIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      {open ? <SendPinDialog scope={scope} recipientsCount={recipientsCount} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
