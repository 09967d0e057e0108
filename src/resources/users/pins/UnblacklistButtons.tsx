import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BlacklistKind } from '../../../contracts/pins';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { pinErrorMessage } from './pinErrorMessage';

/**
 * Un-blacklist the user's e-mail address or SMS number (spec 2 §2.3): one button per blacklisted channel,
 * shown only with can_unblacklist (§6), each after a confirmation, with a success or error toast.
 */
export const UnblacklistButtons = ({
  userId,
  email,
  phone,
  blacklisted,
  onChanged,
}: {
  userId: number;
  email: string | null;
  phone: string | null;
  blacklisted: { email: boolean; phone: boolean };
  onChanged?: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canAccess = false } = useCanAccess({ resource: 'users', action: 'unblacklist' });
  const unblacklist = useMutation({
    mutationFn: ({ kind, value }: { kind: BlacklistKind; value: string }) => dataProvider.unblacklist({ [kind]: value, user_id: userId }),
    onSuccess: (_, { kind, value }) => {
      notify(`pins.unblacklist.success_${kind}`, { type: 'success', messageArgs: { value } });
      onChanged?.();
    },
    onError: (error) => notify(pinErrorMessage(error, 'pins.unblacklist.error'), { type: 'error' }),
  });
  const channels = ([['email', email], ['phone', phone]] as const).filter(
    (entry): entry is readonly [BlacklistKind, string] => blacklisted[entry[0]] && entry[1] !== null,
  );
  if (!canAccess || channels.length === 0) return null;

  const ask = async (kind: BlacklistKind, value: string) => {
    const confirmed = await confirm({
      title: `pins.unblacklist.confirm_title_${kind}`,
      content: 'pins.unblacklist.confirm_content',
      contentOptions: { value },
      confirm: 'pins.unblacklist.confirm',
    });
    if (confirmed) unblacklist.mutate({ kind, value });
  };
  return (
    <Stack direction="row" spacing={1}>
      {channels.map(([kind, value]) => (
        <Button key={kind} variant="outlined" size="small" color="warning" startIcon={<LockOpenIcon />} onClick={() => void ask(kind, value)} disabled={unblacklist.isPending}>
          {translate(`pins.unblacklist.button_${kind}`)}
        </Button>
      ))}
    </Stack>
  );
};
