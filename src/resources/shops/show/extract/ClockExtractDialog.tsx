import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { format, isValid, parseISO } from 'date-fns';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CLOCK_EXTRACT_MAX_USERS, extractBlock, preselectedUserIds, previousMonth } from '../../../../domain/clockExtract/extractRange';
import { ClockExtractRangeInputs, type DayRange } from './ClockExtractRangeInputs';
import { ClockExtractUsersInput } from './ClockExtractUsersInput';
import { useClockExtract } from './useClockExtract';
import { useShopActiveUsers } from './useShopActiveUsers';

const toDay = (date: Date | null) => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

function defaultRange(): DayRange {
  const { start_date, end_date } = previousMonth(format(new Date(), 'yyyy-MM-dd'));
  return { start: parseISO(start_date), end: parseISO(end_date) };
}

/**
 * The extract clock-in/outs modal (spec 2 §2.2, §5, §8, §9): the shop's active users (all preselected when fewer
 * than 50), the previous month by default; submit disabled without a user, with more than 50 or with a range of a
 * year or more (the last two with a warning toast). Builds and downloads the CSV of §3, or says there is nothing.
 */
export const ClockExtractDialog = ({ shopId, onClose }: { shopId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const users = useShopActiveUsers(shopId);
  const [selected, setSelected] = useState<number[] | null>(null);
  const [range, setRange] = useState<DayRange>(defaultRange);
  const extract = useClockExtract(shopId, users.data ?? []);
  // untouched, the selection is the preselection of spec 2 §5
  const chosen = selected ?? preselectedUserIds((users.data ?? []).map((user) => user.id));
  const [startDate, endDate] = [toDay(range.start), toDay(range.end)];
  const block = extractBlock(chosen.length, startDate, endDate);

  useEffect(() => {
    if (block === 'too_many_users') notify('clock_extract.warnings.too_many_users', { type: 'warning', messageArgs: { max: CLOCK_EXTRACT_MAX_USERS } });
    if (block === 'range_too_long') notify('clock_extract.warnings.range_too_long', { type: 'warning' });
  }, [block, notify]);
  useEffect(() => {
    if (users.isError) notify('clock_extract.errors.loading', { type: 'error' });
  }, [users.isError, notify]);

  const submit = () => {
    if (block || !startDate || !endDate) return;
    extract.mutate({ userIds: chosen, startDate, endDate }, { onSuccess: (outcome) => outcome === 'downloaded' && onClose() });
  };
  const busy = extract.isPending;
  // a new choice hides the last answer ('no clock in outs')
  const changeUsers = (ids: number[]) => {
    extract.reset();
    setSelected(ids);
  };
  const changeRange = (next: DayRange) => {
    extract.reset();
    setRange(next);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="clock-extract-title" fullWidth maxWidth="sm">
      <DialogTitle id="clock-extract-title">{translate('clock_extract.title')}</DialogTitle>
      <DialogContent>
        {users.isPending ? (
          <CircularProgress aria-label={translate('clock_extract.loading_users')} />
        ) : (
          <ClockExtractUsersInput users={users.data ?? []} selected={chosen} onChange={changeUsers} disabled={busy} />
        )}
        <ClockExtractRangeInputs range={range} onChange={changeRange} disabled={busy} />
        {/* issue 28: a disabled submit says why */}
        {block && !users.isPending ? (
          <Typography id="clock-extract-block" variant="body2" color={block === 'no_user' ? 'text.secondary' : 'error'} sx={{ mt: 1 }}>
            {translate(`clock_extract.blocks.${block}`, { max: CLOCK_EXTRACT_MAX_USERS })}
          </Typography>
        ) : null}
        {busy ? <LinearProgress sx={{ mt: 2 }} aria-label={translate('clock_extract.extracting')} /> : null}
        {extract.data === 'empty' && !busy ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('clock_extract.no_clock_in_outs')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={block !== null || busy || users.isPending} aria-describedby={block ? 'clock-extract-block' : undefined}>
          {translate('clock_extract.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
