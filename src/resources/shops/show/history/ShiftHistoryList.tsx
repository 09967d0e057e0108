import { DataTable } from 'react-admin';
import type { ShiftHistoryLine } from '../../../../contracts/shopSettings';
import type { ColumnLayout } from '../../../../ui/lists/columnLayout';
import { ListLink } from '../../../../ui/lists/ListLink';
import { ServerSortedList } from '../../../../ui/lists/ServerSortedList';
import { isoDayToDisplay } from './isoDayToDisplay';

const Column = DataTable.Col<ShiftHistoryLine>;

/** Spec 2 §9: shift history newest first, 100 a page. */
const SORT = { field: 'date', order: 'DESC' } as const;

const LAYOUT: ColumnLayout = {
  widths: { user_name: 240, user_id: 96, shifts_count: 120, date: 120, hour: 88, weeks_numbers: 200 },
  sticky: 1,
};

/**
 * The shop's shift history (spec 2 §2.2 history tab, §3 "Shift history line"): who changed how many shifts, when,
 * in which weeks; sorted by the server (date, shifts count), 100 a page; a load failure toasts 'shift_history.load_error'.
 */
export const ShiftHistoryList = ({ shopId }: { shopId: number }) => (
  <ServerSortedList
    name="shift_history"
    sort={SORT}
    layout={LAYOUT}
    embedded={{ resource: 'shifts_histories', filter: { type: 'shop', shop_id: shopId }, heading: 'shift_history.heading' }}
  >
    <Column
      source="user_name"
      label="shift_history.columns.user_name"
      disableSort
      render={(line) =>
        line.user_id === null ? (
          line.user_name
        ) : (
          <ListLink to={`/users/${line.user_id}`} main>
            {line.user_name}
          </ListLink>
        )
      }
    />
    <Column source="user_id" label="shift_history.columns.user_id" align="right" disableSort />
    <Column source="shifts_count" label="shift_history.columns.shifts_count" align="right" />
    <Column source="date" label="shift_history.columns.date" render={(line) => isoDayToDisplay(line.date)} />
    <Column source="hour" label="shift_history.columns.hour" disableSort />
    <Column source="weeks_numbers" label="shift_history.columns.weeks_numbers" disableSort />
  </ServerSortedList>
);
