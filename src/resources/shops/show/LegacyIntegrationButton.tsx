import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { useConfirm } from '../../../ui/ConfirmProvider';

/**
 * Spec 2 §2.2, §7: delete the shop's legacy integration (fake_destroy), after a confirmation. Hidden with
 * FEATUREDEV_LEGACY_INTEGRATION_DISABLED (the rule shops.legacy_integration) or when the shop has none (a failing list
 * counts as none). §8 says the product showed the success text on failure; we fix it: a failure says it failed.
 */
export const LegacyIntegrationButton = ({ shopId }: { shopId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const client = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { canAccess: allowed = false } = useCanAccess({ resource: 'shops', action: 'legacy_integration' });
  const key = ['shop_legacy_integrations', shopId];
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.getShopIntegrations(shopId, 'legacy', signal).catch(() => []),
    enabled: allowed,
    retry: false,
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteLegacyIntegration({ id, shopId }),
    onSuccess: () => {
      notify('shop_page.legacy_integration.deleted', { type: 'success' });
      void client.invalidateQueries({ queryKey: key });
    },
    onError: () => notify('shop_page.errors.legacy_integration', { type: 'error' }),
  });
  const integration = data?.[0];
  if (!allowed || !integration) return null;

  const ask = async () => {
    const sure = await confirm({
      title: 'shop_page.legacy_integration.confirm_title',
      content: 'shop_page.legacy_integration.confirm_content',
      contentOptions: { name: integration.name },
      confirm: 'shop_page.legacy_integration.button',
      confirmColor: 'warning',
    });
    if (sure) remove.mutate(integration.id);
  };
  return (
    <Button color="warning" startIcon={<LinkOffIcon />} disabled={remove.isPending} onClick={() => void ask()}>
      {translate('shop_page.legacy_integration.button')}
    </Button>
  );
};
