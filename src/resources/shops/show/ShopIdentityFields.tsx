import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { SHOP_COUNTRIES, SHOP_TIMEZONES } from '../../../contracts/shopRecord';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { shopIdentityProblems, type ShopIdentityField } from '../../../domain/shopIdentity';
import type { ServerFieldErrors } from '../../../ui/forms/useServerFieldErrors';
import type { ShopDetailsValues } from './shopDetailsValues';

interface ShopIdentityFieldsProps {
  values: ShopDetailsValues;
  onChange: (change: Partial<ShopDetailsValues>) => void;
  /** the server's field errors of the last refused save, by the body's field name */
  serverErrors?: Pick<ServerFieldErrors, 'of' | 'clear'>;
}

const TEXT_FIELDS = [
  ['name', 'name'],
  ['corporateName', 'corporate_name'],
  ['siret', 'siret'],
  ['billingEmail', 'billing_email'],
  ['address', 'address'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
] as const;

/** Spec 2 §2.2: name, corporate name, SIRET, billing fields, time zone, country and pack offer. */
export const ShopIdentityFields = ({ values, onChange, serverErrors }: ShopIdentityFieldsProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const packs = useQuery({ queryKey: ['shop_pack_offer_names'], queryFn: ({ signal }) => dataProvider.getPackOfferNames(signal), staleTime: Infinity });
  const label = (field: string) => translate(`shop_page.details.${field}`);
  // the form's own checks first (issue 28), then what the server refused
  const problems = shopIdentityProblems(values);
  const problemOf = (key: string) => {
    const problem = problems[key as ShopIdentityField];
    return problem ? translate(`shop_page.details.problems.${problem}`) : serverErrors?.of(key);
  };
  return (
    <Stack spacing={2}>
      {TEXT_FIELDS.map(([field, key]) => (
        <TextField
          key={field}
          label={label(key)}
          value={values[field]}
          onChange={(event) => {
            serverErrors?.clear(key);
            onChange({ [field]: event.target.value });
          }}
          required={field === 'name'}
          error={(field === 'name' && values.name.trim() === '') || problemOf(key) !== undefined}
          helperText={problemOf(key)}
          type={field === 'billingEmail' ? 'email' : 'text'}
          size="small"
          fullWidth
        />
      ))}
      <Stack direction="row" spacing={2}>
        <TextField select label={label('timezone')} value={values.timezone} onChange={(event) => onChange({ timezone: event.target.value })} size="small" fullWidth>
          {[...new Set([values.timezone, ...SHOP_TIMEZONES])].map((zone) => (
            <MenuItem key={zone} value={zone}>
              {zone}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={label('country')} value={values.country} onChange={(event) => onChange({ country: event.target.value })} size="small" sx={{ minWidth: 120 }}>
          {[...new Set([values.country, ...SHOP_COUNTRIES])].map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        select
        label={label('pack_offer')}
        value={values.packOfferName}
        onChange={(event) => onChange({ packOfferName: event.target.value })}
        size="small"
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('shop_page.details.pack_offer_organisation')}</MenuItem>
        {(packs.data ?? []).map((pack) => (
          <MenuItem key={pack.id} value={pack.name} disabled={pack.disabled}>
            {pack.displayed_name}
          </MenuItem>
        ))}
        {values.packOfferName && !packs.data?.some((pack) => pack.name === values.packOfferName) ? <MenuItem value={values.packOfferName}>{values.packOfferName}</MenuItem> : null}
      </TextField>
    </Stack>
  );
};
