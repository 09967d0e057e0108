import CheckIcon from '@mui/icons-material/Check';
import { Button, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import { featureOptionChange, HR_PLUS_OPTION, SHOP_MODULES, shopModulesOffered, shopModuleStates, type ShopModule } from '../../../domain/modules/shopModules';
import { useConfirm } from '../../../ui/ConfirmProvider';
import { moduleFactsOf } from './shopModuleFacts';
import { useShopModuleToggles } from './useShopModuleToggles';

/**
 * Spec 2 §2.2: the module toggles (time clock, mobile punch clock, automatic planning, e-signature, HR +, payroll),
 * each offered by the shop-level rules, each after a confirmation modal that names the module and the change.
 */
export const ShopModuleButtons = ({ answer }: { answer: ShopRecordAnswer }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const [locale] = useLocaleState();
  const toggle = useShopModuleToggles(answer);
  const facts = moduleFactsOf(answer);
  const offered = shopModulesOffered(facts);
  const states = shopModuleStates(facts);
  const featureList = (names: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(names.map((name) => translate(`organisation_shops.features.${name}`)));

  /** HR + names every feature it turns on or off, and those it keeps on because they were on before it (issue 28). */
  const hrPlusContent = (on: boolean) => {
    const change = featureOptionChange(HR_PLUS_OPTION, facts.features, on, answer.shop.featureOptionsKept[HR_PLUS_OPTION] ?? []);
    if (on) return { content: 'shop_page.modules.confirm_hr_plus_on', features: featureList(change.turnOn) };
    if (change.stayOn.length === 0) return { content: 'shop_page.modules.confirm_hr_plus_off', features: featureList(change.turnOff) };
    return { content: 'shop_page.modules.confirm_hr_plus_off_keeping', features: featureList(change.turnOff), kept: featureList(change.stayOn) };
  };

  const ask = async (module: ShopModule) => {
    const on = !states[module];
    const name = translate(`shop_page.modules.names.${module}`);
    const { content, ...listed } = module === 'hr_plus' ? hrPlusContent(on) : { content: on ? 'shop_page.modules.confirm_activate' : 'shop_page.modules.confirm_deactivate' };
    const sure = await confirm({
      title: on ? 'shop_page.modules.confirm_activate_title' : 'shop_page.modules.confirm_deactivate_title',
      titleOptions: { module: name },
      content,
      contentOptions: { module: name, shop: answer.shop.name, ...listed },
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
