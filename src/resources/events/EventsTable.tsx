import { Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EventItem } from '../../contracts/events';
import { EVENTS_LOADING_ROWS, type EventsOrder } from '../../domain/events/eventsPaging';
import { EventRow } from './EventRow';
import { useEventText } from './useEventText';

interface EventsTableProps {
  rows: readonly EventItem[];
  loading: boolean;
  failed: boolean;
  /** the shop column, at organisation level only (spec 2 §2.5) */
  showShop: boolean;
  order: EventsOrder;
  onToggleOrder: () => void;
  userNames: ReadonlyMap<number, string>;
  onOpenEmail: (emailId: number) => void;
}

const COLUMNS = ['source', 'type', 'user', 'impersonated_by', 'subtype'] as const;

/**
 * Issue 28: the table fits its card at 1280 px whatever the events say: fixed columns (the text takes what is left),
 * and a long word (an e-mail address, an id) breaks inside its cell instead of widening the table.
 */
const WIDTHS: Record<string, string | undefined> = { shop: '13%', source: '10%', type: '13%', user: '13%', impersonated_by: '11%', date: '160px' };
const TABLE_SX = { tableLayout: 'fixed', width: '100%', '& td': { overflowWrap: 'anywhere' } } as const;

/**
 * The events history's table (spec 2 §2.5, spec 3 §7): shop (organisation level), source, type, user, impersonated by,
 * the event's text and its date, the only sortable column. 10 placeholder rows while loading, a sentence when empty.
 */
export const EventsTable = ({ rows, loading, failed, showShop, order, onToggleOrder, userNames, onOpenEmail }: EventsTableProps) => {
  const translate = useTranslate();
  const textOf = useEventText(userNames);
  const columnCount = COLUMNS.length + (showShop ? 2 : 1);
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('events.table')} aria-busy={loading} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            {showShop ? <TableCell sx={{ width: WIDTHS.shop }}>{translate('events.columns.shop')}</TableCell> : null}
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ width: WIDTHS[column] }}>
                {translate(`events.columns.${column}`)}
              </TableCell>
            ))}
            <TableCell sortDirection={order} sx={{ width: WIDTHS.date }}>
              <TableSortLabel active direction={order} onClick={onToggleOrder}>
                {translate('events.columns.date')}
              </TableSortLabel>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? (
            Array.from({ length: EVENTS_LOADING_ROWS }, (_, index) => (
              <TableRow key={index} data-testid="event-placeholder">
                {Array.from({ length: columnCount }, (__, cell) => (
                  <TableCell key={cell}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {translate(failed ? 'events.events_error' : 'events.empty')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((event) => <EventRow key={event.id} event={event} showShop={showShop} text={textOf(event)} userNames={userNames} onOpenEmail={onOpenEmail} />)
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
