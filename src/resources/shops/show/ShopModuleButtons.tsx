import CheckIcon from '@mui/icons-material/Check';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import { SHOP_MODULES, shopModulesOffered, shopModuleStates, type ShopModule } from '../../../domain/modules/shopModules';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { useShopModuleToggles } from './useShopModuleToggles';

/** The facts of the shop-level rules, from the record (the flags already hold the caller's permissions). */
export function moduleFactsOf(answer: ShopRecordAnswer) {
  const { shop } = answer;
  const features = Object.fromEntries(Object.entries(shop.features_states).map(([name, state]) => [name, state.activated]));
  return {
    badging: shop.badging,
    automaticPlanning: shop.automatic_planning_active,
    mobilePunchClock: shop.mobilePunchClock,
    features,
    isNewOffer: answer.organisation.isNewOffer,
    canActivateEsignature: answer.can_activate_esignature,
    canExtractClockInOut: answer.can_extract_clock_in_out,
  };
}

/**
 * Spec 2 §2.2: the module toggles (time clock, mobile punch clock, automatic planning, e-signature, HR +, payroll),
 * each offered by the shop-level rules, each after a confirmation modal that names the module and the change.
 */
export const ShopModuleButtons = ({ answer }: { answer: ShopRecordAnswer }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const toggle = useShopModuleToggles(answer);
  const facts = moduleFactsOf(answer);
  const offered = shopModulesOffered(facts);
  const states = shopModuleStates(facts);

  const ask = async (module: ShopModule) => {
    const on = !states[module];
    const name = translate(`shop_page.modules.names.${module}`);
    const sure = await confirm({
      title: on ? 'shop_page.modules.confirm_activate_title' : 'shop_page.modules.confirm_deactivate_title',
      titleOptions: { module: name },
      content: on ? 'shop_page.modules.confirm_activate' : 'shop_page.modules.confirm_deactivate',
      contentOptions: { module: name, shop: answer.shop.name },
      confirm: on ? 'shop_page.modules.activate' : 'shop_page.modules.deactivate',
    });
    if (sure) toggle.mutate({ module, on });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={translate('shop_page.modules.title')}>
      {SHOP_MODULES.filter((module) => offered[module]).map((module) => (
        <Button
          key={module}
          size="small"
          variant={states[module] ? 'contained' : 'outlined'}
          color={states[module] ? 'success' : 'primary'}
          aria-pressed={states[module]}
          startIcon={states[module] ? <CheckIcon /> : undefined}
          disabled={toggle.isPending}
          onClick={() => void ask(module)}
        >
          {translate(`shop_page.modules.names.${module}`)}
        </Button>
      ))}
    </Stack>
  );
};
