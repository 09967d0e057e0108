import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SentEmail } from '../../contracts/emails';
import { ChannelIcon } from './ChannelIcon';
import { EmailStatusChip } from './EmailStatusChip';
import { useEmailFormats } from './useEmailFormats';

interface SentEmailsTableProps {
  rows: readonly SentEmail[];
  /** the organisation view adds the shop id column (spec 2 §2.6) */
  withShop: boolean;
  onOpen: (emailId: number) => void;
}

/** The subject opens the details; an SMS has none in the list: "SMS" opens its text (spec 2 §2.6). */
const SubjectButton = ({ row, onOpen }: { row: SentEmail; onOpen: (emailId: number) => void }) => {
  const translate = useTranslate();
  const label = row.channel === 'sms' ? translate('sent_emails.channels.sms') : row.subject || translate('sent_emails.no_subject');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {row.id ? (
        <Link component="button" type="button" variant="body2" onClick={() => onOpen(row.id)} sx={{ textAlign: 'left' }}>
          {label}
        </Link>
      ) : (
        label
      )}
      {row.attachments > 0 ? <AttachFileIcon fontSize="inherit" color="action" titleAccess={translate('sent_emails.attachments_count', { smart_count: row.attachments })} /> : null}
    </Box>
  );
};

/** Date, channel, subject, recipients, status, template and (organisation view) shop of each e-mail and SMS. */
export const SentEmailsTable = ({ rows, withShop, onOpen }: SentEmailsTableProps) => {
  const translate = useTranslate();
  const formats = useEmailFormats();
  const column = (name: string) => translate(`sent_emails.columns.${name}`);
  return (
    <Table size="small" aria-label={translate('sent_emails.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{column('date')}</TableCell>
          <TableCell>{column('channel')}</TableCell>
          <TableCell>{column('subject')}</TableCell>
          <TableCell>{column('recipients')}</TableCell>
          <TableCell>{column('status')}</TableCell>
          <TableCell>{column('kind')}</TableCell>
          {withShop ? <TableCell>{column('shop')}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formats.dateTime(row.createdAt)}</TableCell>
            <TableCell>
              <ChannelIcon channel={row.channel} />
            </TableCell>
            <TableCell>
              <SubjectButton row={row} onOpen={onOpen} />
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.to.join(', ')}</TableCell>
            <TableCell>
              <EmailStatusChip status={row.status} colour={row.statusColour} />
            </TableCell>
            <TableCell>{formats.template(row.kind)}</TableCell>
            {withShop ? (
              <TableCell>
                {row.shopId ? (
                  <Link component={RouterLink} to={`/shops/${row.shopId}`}>
                    {row.shopId}
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
