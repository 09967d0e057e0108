import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ADD_AUTOMATIC_PLANNINGS_MAX } from '../../../../contracts/shopSettings';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { automaticPlanningsError } from './automaticPlanningsError';

const valid = (text: string) => /^\d+$/.test(text) && Number(text) <= ADD_AUTOMATIC_PLANNINGS_MAX;

/** 'add automatic plannings' (spec 2 §2.2, §5: a number 0 to 10, default 0; §8 messages). */
export const AddAutomaticPlanningsButton = ({ shopId }: { shopId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState('0');
  const add = useMutation({
    mutationFn: (n: number) => dataProvider.addAutomaticPlannings(shopId, n),
    onSuccess: async (answer) => {
      setOpen(false);
      notify('shop_settings.add_automatic_plannings.success', { type: 'success', messageArgs: { left: answer.automatic_planning_uses_left } });
      // the settings and the shop record (modulation, popular shifts, credits left) read again
      await queryClient.invalidateQueries({ queryKey: ['shops'] });
    },
    onError: (error) => {
      const lines = automaticPlanningsError(error);
      if (lines) notify('shop_settings.add_automatic_plannings.server_errors', { type: 'error', multiLine: true, messageArgs: { errors: lines } });
      else notify('shop_settings.add_automatic_plannings.failure', { type: 'error' });
    },
  });
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => { setCount('0'); setOpen(true); }}>
        {translate('shop_settings.add_automatic_plannings.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="add-automatic-plannings-title">
        <DialogTitle id="add-automatic-plannings-title">{translate('shop_settings.add_automatic_plannings.title')}</DialogTitle>
        <DialogContent>
          <TextField
            type="number"
            label={translate('shop_settings.add_automatic_plannings.count')}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            error={!valid(count)}
            helperText={translate('shop_settings.add_automatic_plannings.help', { max: ADD_AUTOMATIC_PLANNINGS_MAX })}
            slotProps={{ htmlInput: { min: 0, max: ADD_AUTOMATIC_PLANNINGS_MAX, step: 1 } }}
            sx={{ mt: 1 }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('shop_settings.cancel')}</Button>
          <Button variant="contained" disabled={!valid(count) || add.isPending} onClick={() => add.mutate(Number(count))}>
            {translate('shop_settings.add_automatic_plannings.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
