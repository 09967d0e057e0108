import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The event's category; a '?' whose tooltip holds the error message when the event failed (spec 2 §2.5, spec 3 §7). */
export const EventTypeCell = ({ type, errorMessage }: { type: string; errorMessage: string | null }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {translate(`events.types.${type}`, { _: type })}
      {errorMessage ? (
        <Tooltip title={errorMessage}>
          <HelpOutlineIcon tabIndex={0} fontSize="small" color="error" aria-hidden={false} sx={{ cursor: 'help' }} />
        </Tooltip>
      ) : null}
    </Box>
  );
};
