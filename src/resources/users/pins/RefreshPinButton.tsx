import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { pinErrorMessage } from './pinErrorMessage';

/** "Refresh the PIN" of the user page (spec 2 §2.3): a confirmation, then a new PIN; success or error toast (§8). */
export const RefreshPinButton = ({ userId, onRefreshed }: { userId: number; onRefreshed?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useMutation({
    mutationFn: () => dataProvider.refreshPins({ type: 'user', user_id: userId }),
    onSuccess: (answer) => {
      notify('pins.refresh.success', { type: 'success', messageArgs: { pin: answer.users[String(userId)]?.pin ?? '' } });
      onRefreshed?.();
    },
    onError: (error) => notify(pinErrorMessage(error, 'pins.refresh.error'), { type: 'error' }),
  });
  const ask = async () => {
    const confirmed = await confirm({ title: 'pins.refresh.confirm_title', content: 'pins.refresh.confirm_content', confirm: 'pins.refresh.confirm' });
    if (confirmed) refresh.mutate();
  };
  return (
    <Button variant="outlined" size="small" startIcon={<AutorenewIcon />} onClick={() => void ask()} disabled={refresh.isPending}>
      {translate('pins.refresh.button')}
    </Button>
  );
};
