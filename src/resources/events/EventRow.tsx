import { Link as MuiLink, TableCell, TableRow } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { EventItem } from '../../contracts/events';
import { eventDateColumn } from '../../domain/events/eventDates';
import { EventTypeCell } from './EventTypeCell';

interface EventRowProps {
  event: EventItem;
  showShop: boolean;
  text: string;
  userNames: ReadonlyMap<number, string>;
  onOpenEmail: (emailId: number) => void;
}

/** The user who acted (or whom the e-mail was for): the event's name, else the scope's user of that id. */
const UserCell = ({ event, userNames }: Pick<EventRowProps, 'event' | 'userNames'>) => {
  if (event.userId === null) return <>{event.userName ?? ''}</>;
  return <Link to={`/users/${event.userId}`}>{event.userName ?? userNames.get(event.userId) ?? `#${event.userId}`}</Link>;
};

/** One line of the events history (spec 2 §2.5, spec 3 §3.3): an e-mail line's text opens the e-mail's details. */
export const EventRow = ({ event, showShop, text, userNames, onOpenEmail }: EventRowProps) => {
  const translate = useTranslate();
  const { emailId } = event;
  return (
    <TableRow hover>
      {showShop ? <TableCell>{event.shopId === null ? '' : <Link to={`/shops/${event.shopId}`}>{event.shopName ?? `#${event.shopId}`}</Link>}</TableCell> : null}
      <TableCell>{translate(`events.sources.${event.source}`)}</TableCell>
      <TableCell>
        <EventTypeCell type={event.type} errorMessage={event.errorMessage} />
      </TableCell>
      <TableCell>
        <UserCell event={event} userNames={userNames} />
      </TableCell>
      <TableCell>{event.impersonatedBy ?? ''}</TableCell>
      <TableCell>
        {emailId === null ? (
          text
        ) : (
          <MuiLink component="button" type="button" variant="body2" sx={{ textAlign: 'left' }} onClick={() => onOpenEmail(emailId)}>
            {text}
          </MuiLink>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{eventDateColumn(event.createdAt)}</TableCell>
    </TableRow>
  );
};
