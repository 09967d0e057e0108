import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EmailDisplay } from '../../contracts/emails';

/** "100 o", "12 ko" in the user's units. */
function useByteSize() {
  const [locale] = useLocaleState();
  return (bytes: number) => {
    const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  };
}

/** The e-mail's files, each a download link (signed, expires with the modal's answer); "none" said plainly. */
export const EmailAttachments = ({ attachments }: { attachments: EmailDisplay['attachments'] }) => {
  const translate = useTranslate();
  const size = useByteSize();
  return (
    <section aria-labelledby="email-attachments-title">
      <Typography variant="subtitle2" component="h3" id="email-attachments-title">
        {translate('sent_emails.details.attachments')}
      </Typography>
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('sent_emails.details.no_attachments')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {attachments.map((file) => (
            <ListItem key={file.url} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <AttachFileIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={file.url} download={file.name} rel="noopener">
                    {file.name}
                  </Link>
                }
                secondary={`${size(file.size)} · ${file.contentType}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
};
