import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { reviewTicket, ticketUrl } from '../domain/reviewBanner';

/** Spec 1 §2.2: on a review application, the ticket it was built for, linking to the tracker. */
export const ReviewBanner = ({ origin = window.location.origin }: { origin?: string }) => {
  const translate = useTranslate();
  const { ticketTrackerUrl } = useRuntimeConfig();
  const ticket = reviewTicket(origin);
  if (!ticket) return null;
  const href = ticketUrl(ticket, ticketTrackerUrl);
  return (
    <Alert severity="info" role="status" sx={{ borderRadius: 0, mb: 1 }}>
      {translate('review_banner.label')}{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {ticket}
        </Link>
      ) : (
        <strong>{ticket}</strong>
      )}
    </Alert>
  );
};
