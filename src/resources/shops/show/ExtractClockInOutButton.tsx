import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ClockExtractDialog } from './extract/ClockExtractDialog';

/**
 * Spec 2 §2.2 'extract clock-in/outs' button and its modal (§2.7). The shop page shows it only with
 * can_extract_clock_in_out and the shop's badging on; the server checks the permission again.
 */
export const ExtractClockInOutButton = ({ shopId }: { shopId: number }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ScheduleIcon />} onClick={() => setOpen(true)}>
        {translate('clock_extract.button')}
      </Button>
      {open ? <ClockExtractDialog shopId={shopId} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
