import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceScope } from '../invoiceScope';
import { FormTextField } from './FormInputs';
import { ShopSearchInput } from './ShopSearchInput';
import type { WizardShop } from './useWizardShops';

/** The invoiced shop per scope (spec 2 §2.1, §2.2, §2.8): one of the organisation's shops, the shop itself (fixed), or searched. */
export const ShopInput = ({ scope, shops }: { scope: InvoiceScope; shops: readonly WizardShop[] }) => {
  const translate = useTranslate();
  const label = translate('invoice_dialogs.fields.shop');
  if (scope.kind === 'all') return <ShopSearchInput />;
  if (scope.kind === 'shop') return <TextField size="small" fullWidth label={label} value={translate('invoice_dialogs.shop_option', { name: scope.shopName, id: scope.shopId })} disabled />;
  return (
    <FormTextField select name="shop_id" label={label}>
      {shops.map((shop) => (
        <MenuItem key={shop.id} value={shop.id}>
          {translate('invoice_dialogs.shop_option', { name: shop.name, id: shop.id })}
        </MenuItem>
      ))}
    </FormTextField>
  );
};
