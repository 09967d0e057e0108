import { Stack } from '@mui/material';
import type { EventUser } from '../../dataProviders/events';
import { EventSubtypesInput } from './EventSubtypesInput';
import { EventsRangeInputs } from './EventsRangeInputs';
import { EventUsersInput } from './EventUsersInput';
import type { EventsFilters as Filters } from './useEventsHistory';

/** The events history's filters (spec 2 §2.5): subtypes, users, and the days. */
export const EventsFilters = ({ filters, users, onChange }: { filters: Filters; users: readonly EventUser[]; onChange: (filters: Filters) => void }) => (
  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
    <EventSubtypesInput selected={filters.subtypes} onChange={(subtypes) => onChange({ ...filters, subtypes })} />
    <EventUsersInput users={users} selected={filters.userIds} onChange={(userIds) => onChange({ ...filters, userIds })} />
    <EventsRangeInputs range={filters.range} onChange={(range) => onChange({ ...filters, range })} />
  </Stack>
);
