import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EmailDisplay } from '../../contracts/emails';
import { statusColour } from '../../domain/events/subtypes';
import { EmailStatusChip } from './EmailStatusChip';
import { useEmailFormats } from './useEmailFormats';
import { useStatusReasonText } from './useStatusReasonText';

/** Each status the message went through, with when and why (a bounce's reason, a deferral's error; the outbox's reasons translated). */
export const EmailStatusHistory = ({ history }: { history: EmailDisplay['history'] }) => {
  const translate = useTranslate();
  const { dateTime } = useEmailFormats();
  const reasonText = useStatusReasonText();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="email-history-title">
      <Typography variant="subtitle2" component="h3" id="email-history-title">
        {translate('sent_emails.details.history')}
      </Typography>
      <Table size="small" aria-labelledby="email-history-title">
        <TableBody>
          {history.map((step, index) => (
            <TableRow key={`${step.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap', width: 150 }}>{dateTime(step.at)}</TableCell>
              <TableCell sx={{ width: 180 }}>
                <EmailStatusChip status={step.status} colour={statusColour(step.status) ?? 'light'} />
              </TableCell>
              <TableCell>{reasonText(step)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
};
