import { Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { EventsScope } from '../../dataProviders/events';
import { EmailDetailsDialog } from '../emails/EmailDetailsDialog';
import { EventsFilters } from './EventsFilters';
import { EventsPagination } from './EventsPagination';
import { EventsTable } from './EventsTable';
import { useEventsHistory } from './useEventsHistory';
import { useEventUsers } from './useEventUsers';

export interface EventsHistoryProps {
  type: 'organisation' | 'shop';
  id: number;
  /** the organisation's establishment tree root, when it has one: the events are then asked by cluster node */
  clusterNodeId?: number | null;
}

/**
 * The events history of an organisation or a shop (spec 2 §2.5, §4, §8, §9; spec 3 §3.3, §7): filters, the table of
 * 20 rows a page with a small previous / next pagination, and the e-mail details of an e-mail line.
 */
export const EventsHistory = ({ type, id, clusterNodeId }: EventsHistoryProps) => {
  const scope = useMemo<EventsScope>(() => (type === 'shop' ? { type, id } : { type, id, clusterNodeId }), [type, id, clusterNodeId]);
  const users = useEventUsers(scope);
  const history = useEventsHistory(scope, users.ready);
  const [emailId, setEmailId] = useState<number | null>(null);
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <EventsFilters filters={history.filters} users={users.users} onChange={history.changeFilters} />
      <EventsTable
        rows={history.rows}
        loading={history.loading}
        failed={history.failed}
        showShop={type === 'organisation'}
        order={history.order}
        onToggleOrder={history.toggleOrder}
        userNames={users.names}
        onOpenEmail={setEmailId}
      />
      <EventsPagination page={history.page} canGoBack={history.canGoBack} canGoOn={history.canGoOn} onPrevious={history.previous} onNext={history.next} />
      <EmailDetailsDialog emailId={emailId} onClose={() => setEmailId(null)} />
    </Stack>
  );
};
