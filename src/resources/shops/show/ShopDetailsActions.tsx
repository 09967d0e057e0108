import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import { useImpersonate } from '../../users/impersonation/useImpersonate';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { ExtractClockInOutButton } from './ExtractClockInOutButton';
import { ImportUsersButton } from './ImportUsersButton';
import { LegacyIntegrationButton } from './LegacyIntegrationButton';
import { NewIntegrationButton } from './NewIntegrationButton';
import type { useShopActions } from './useShopActions';

interface ShopDetailsActionsProps {
  answer: ShopRecordAnswer;
  actions: ReturnType<typeof useShopActions>;
}

/**
 * Spec 2 §2.2 buttons, each gated: see as the first active system admin, exit cash recovery, import users, extract
 * clock-in/outs (the permission and badging on: the record's flag says both), new integration (the wizard, spec 3 §2.2),
 * delete the legacy integration, delete the shop.
 */
export const ShopDetailsActions = ({ answer, actions }: ShopDetailsActionsProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const impersonation = useImpersonate();
  const { shop } = answer;
  const manager = answer.managers[0] ?? null;

  const askDelete = async () => {
    const sure = await confirm({
      title: 'shop_page.delete.confirm_title',
      content: shop.createdFromSvcBillingAutomation ? 'shop_page.delete.confirm_crm' : 'shop_page.delete.confirm_content',
      titleOptions: { name: shop.name },
      contentOptions: { name: shop.name },
      confirm: 'shop_page.delete.button',
      confirmColor: 'warning',
    });
    if (sure) actions.remove.mutate();
  };

  // issue 28: leaving cash recovery cannot be undone from the console, and the confirmation says so
  const askExclude = async () => {
    const sure = await confirm({
      title: 'shop_page.cash_recovery.confirm_title',
      content: 'shop_page.cash_recovery.confirm_content',
      titleOptions: { name: shop.name },
      contentOptions: { name: shop.name },
      confirm: 'shop_page.cash_recovery.button',
      confirmColor: 'warning',
    });
    if (sure) actions.exclude.mutate();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <Button startIcon={<VisibilityIcon />} disabled={manager === null || impersonation.isPending} onClick={() => manager && impersonation.impersonate(manager.id)}>
        {translate('shop_page.see_as_admin')}
      </Button>
      {answer.can_exclude_from_cash_recovery ? (
        <Button variant="outlined" disabled={actions.exclude.isPending} onClick={() => void askExclude()}>
          {translate('shop_page.cash_recovery.button')}
        </Button>
      ) : null}
      <ImportUsersButton shopId={shop.id} country={shop.country} />
      {answer.can_extract_clock_in_out && shop.badging ? <ExtractClockInOutButton shopId={shop.id} /> : null}
      <NewIntegrationButton shopId={shop.id} organisationId={shop.organisationId} />
      <LegacyIntegrationButton shopId={shop.id} />
      {answer.can_delete_shop ? (
        <Button color="error" startIcon={<DeleteIcon />} disabled={actions.remove.isPending} onClick={() => void askDelete()}>
          {translate('shop_page.delete.button')}
        </Button>
      ) : null}
    </Stack>
  );
};
