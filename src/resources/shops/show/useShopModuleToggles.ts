import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import { featureOptionChange, HR_PLUS_OPTION, type ShopModule, type ShopOption } from '../../../domain/modules/shopModules';
import { moduleFactsOf } from './shopModuleFacts';
import { shopRecordKey } from './useShopRecord';

const OPTION_OF: Partial<Record<ShopModule, ShopOption>> = {
  badging: 'Badgeuse',
  automatic_planning: 'Smart Planner',
  esignature: 'E-Signature',
  payroll: 'Payroll Service',
};

/**
 * One shop-level module on or off (spec 2 §7 "Module toggles"): the billing-automation options for badging,
 * automatic planning, e-signature and payroll, the features of 'HR +', the mobile punch clock. Then the record is
 * read again; toasts: success, or a distinct error for activation and deactivation (spec 2 §8).
 */
export function useShopModuleToggles(answer: ShopRecordAnswer) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const client = useQueryClient();
  const { id, organisationId } = answer.shop;

  return useMutation({
    mutationFn: async ({ module, on }: { module: ShopModule; on: boolean }) => {
      const option = OPTION_OF[module];
      if (option) await dataProvider.setShopOption(id, option, on);
      else if (module === 'hr_plus') {
        // off keeps on what was on before HR + (issue 28): the server remembers it in featureOptionsKept
        const kept = answer.shop.featureOptionsKept[HR_PLUS_OPTION] ?? [];
        await dataProvider.setShopFeatureOption(organisationId, id, HR_PLUS_OPTION, featureOptionChange(HR_PLUS_OPTION, moduleFactsOf(answer).features, on, kept).featuresNames);
      }
      else await dataProvider.setMobilePunchClock(id, on);
    },
    onSuccess: async (_result, { module, on }) => {
      notify(on ? 'shop_page.modules.activated' : 'shop_page.modules.deactivated', { type: 'success', messageArgs: { module: translate(`shop_page.modules.names.${module}`) } });
      await client.invalidateQueries({ queryKey: shopRecordKey(id) });
    },
    onError: (_error, { module, on }) => notify(`shop_page.modules.errors.${module}_${on ? 'activation' : 'deactivation'}`, { type: 'error' }),
  });
}
