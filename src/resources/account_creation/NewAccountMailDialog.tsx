import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DeliverMailRequest, PackOfferItem } from '../../contracts/prospects';
import type { ConsoleDataProvider } from '../../dataProviders';
import { useApiErrorText } from '../../dataProviders/useApiErrorText';
import { LOCALES, type Locale } from '../../domain/locales';
import { capitaliseCustomerName, DEFAULT_PACK_OFFER, DEFAULT_PROSPECT_COUNTRY, type PaymentType } from '../../domain/prospects/prospects';
import { TEMPLATE_COUNTRIES } from '../../domain/userImport/columns';

/** The two variants of the "new account" dropdown: with a payment link, or without (can_link_without_pay). */
export type NewAccountVariant = 'with_payment' | 'without_payment';


const LINK_PAYMENT_TYPES: readonly PaymentType[] = ['sepa', 'transfer'];

/** The first letter in capitals as it is typed, the rest untouched (spec 2 §2.4). */
const capitalisedAsTyped = (value: string) => (value.trim() === '' ? value : value.replace(/^(\s*)(\S)/, (_, space: string, first: string) => space + capitaliseCustomerName(first)));

/**
 * The 'new account creation mail' modal (spec 2 §2.4): recipient, employees import file, customer name, payment type,
 * pack offer (default success, deprecated ones disabled), language, country (default FR). Save is disabled while sending
 * or with an empty recipient; the failure toast carries the server's error.
 */
export const NewAccountMailDialog = ({ variant, packOffers, onClose }: { variant: NewAccountVariant; packOffers: readonly PackOfferItem[]; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useApiErrorText();
  const refresh = useRefresh();
  const [uiLocale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const withPayment = variant === 'with_payment';
  const [to, setTo] = useState('');
  const [importFile, setImportFile] = useState(false);
  const [customerName, setCustomerName] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType>(withPayment ? 'sepa' : 'no_type');
  const [pack, setPack] = useState(DEFAULT_PACK_OFFER);
  const [language, setLanguage] = useState<Locale>('fr');
  const [country, setCountry] = useState<string>(DEFAULT_PROSPECT_COUNTRY);
  const regionName = new Intl.DisplayNames([uiLocale], { type: 'region' });

  const send = useMutation({
    mutationFn: () =>
      dataProvider.deliverAccountCreationMail({
        to: to.trim(),
        include_employees_import_file: importFile,
        customer_name: capitaliseCustomerName(customerName),
        payment_type: paymentType,
        pack_offer_name: pack,
        language,
        country: country as DeliverMailRequest['mail']['country'],
      }),
    onSuccess: () => {
      notify('prospects.mail.sent', { type: 'success' });
      refresh();
      onClose();
    },
    onError: (error) => notify('prospects.mail.failed', { type: 'error', messageArgs: { error: errorText(error, { fallback: 'prospects.mail.unknown_error' }) } }),
  });

  const field = { size: 'small', fullWidth: true } as const;
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} aria-labelledby="new-account-mail-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-account-mail-title">{translate(`prospects.mail.title_${variant}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField {...field} type="email" required label={translate('prospects.mail.to')} value={to} onChange={(e) => setTo(e.target.value)} />
          <FormControlLabel control={<Switch checked={importFile} onChange={(_, on) => setImportFile(on)} />} label={translate('prospects.mail.include_employees_import_file')} />
          <TextField {...field} label={translate('prospects.mail.customer_name')} value={customerName} onChange={(e) => setCustomerName(capitalisedAsTyped(e.target.value))} />
          <TextField {...field} select label={translate('prospects.mail.payment_type')} value={paymentType} onChange={(e) => setPaymentType(e.target.value as PaymentType)} disabled={!withPayment}>
            {(withPayment ? LINK_PAYMENT_TYPES : (['no_type'] as const)).map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`prospects.payment_types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field} select label={translate('prospects.mail.pack_offer')} value={pack} onChange={(e) => setPack(e.target.value)}>
            {packOffers.map((offer) => (
              <MenuItem key={offer.id} value={offer.name} disabled={offer.deprecated}>
                {offer.deprecated
                  ? translate('prospects.mail.deprecated_pack', { name: translate(`prospects.mail.packs.${offer.name}`, { _: offer.name }) })
                  : translate(`prospects.mail.packs.${offer.name}`, { _: offer.name })}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field} select label={translate('prospects.mail.language')} value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
            {LOCALES.map(({ locale, name }) => (
              <MenuItem key={locale} value={locale}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field} select label={translate('prospects.mail.country')} value={country} onChange={(e) => setCountry(e.target.value)}>
            {TEMPLATE_COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {regionName.of(code) ?? code}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending || to.trim() === ''}>
          {translate('prospects.mail.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
