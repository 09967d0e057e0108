import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { smsShare } from '../../../domain/organisationDetails';

/** Spec 2 §2.1: the SMS limit as a progress bar, "used / limit" this month; with no limit set (0), the count alone. */
export const SmsUsage = ({ used, limit }: { used: number; limit: number }) => {
  const translate = useTranslate();
  const limited = limit > 0;
  const text = translate(limited ? 'organisation_page.details.sms_usage' : 'organisation_page.details.sms_usage_no_limit', { used, limit });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="sms-usage-label">
        {translate('organisation_page.details.sms_limit')}
      </Typography>
      {limited && (
        <LinearProgress variant="determinate" value={smsShare(used, limit)} aria-labelledby="sms-usage-label" aria-valuetext={text} sx={{ height: 8, borderRadius: 1, my: 0.5 }} />
      )}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
};
