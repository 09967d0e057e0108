import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_QUERY_LENGTH, searchableKind, searchQueryOf, type SearchResult } from '../../../domain/globalSearch';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

const isDigits = (text: string) => /^\s*\d+\s*$/.test(text);

/**
 * The shop of an invoice on /invoices: the global search (spec 1 §2.3) kept to shops, or a shop number typed as is,
 * which is looked up and offered with its name (issue 28: the review named "#401" only). Picking a result sets
 * shop_id and shop_label; typed text is the shop_id as typed (spec 2 §5 judges it on "next"), named once it is found.
 */
export const ShopSearchInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { field: shopId } = useController({ name: 'shop_id' });
  const { field: shopLabel } = useController({ name: 'shop_label' });
  const [text, setText] = useState<string>(() => (shopLabel.value ? String(shopLabel.value) : shopId.value == null ? '' : String(shopId.value)));
  const query = searchQueryOf(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const searching = query !== '' && !isDigits(query) && query !== shopLabel.value;
  const { data: shops = [], isFetching } = useQuery({
    queryKey: ['invoices', 'shopSearch', query],
    enabled: searching,
    retry: false,
    staleTime: 30_000,
    queryFn: async ({ signal }) => (await dataProvider.search(query, signal)).filter((result) => searchableKind(result.searchable_type) === 'Shop'),
  });
  const typedNumber = isDigits(query) && Number(query) > 0 ? Number(query) : null;
  const { data: numbered = [], isFetching: lookingUp } = useQuery({
    queryKey: ['invoices', 'shopNumber', typedNumber],
    enabled: typedNumber !== null,
    retry: false,
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<SearchResult[]> => {
      const { data } = await dataProvider.getOne('shops', { id: typedNumber, signal });
      return [{ searchable_type: 'Shop', searchable_id: Number(data.id), content: String(data.name), additional_information: null }];
    },
  });
  const found = typedNumber !== null ? numbered.find((shop) => shop.searchable_id === typedNumber) : undefined;
  useEffect(() => {
    // a typed number that names a shop: the review shows its name (a pick sets the label itself)
    if (found && String(shopId.value) === String(found.searchable_id) && shopLabel.value !== found.content) shopLabel.onChange(found.content);
  }, [found, shopId.value, shopLabel]);

  return (
    <Autocomplete<SearchResult, false, false, true>
      freeSolo
      options={searching ? shops : typedNumber !== null ? numbered : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.content)}
      isOptionEqualToValue={(option, value) => option.searchable_id === value.searchable_id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {translate('invoice_dialogs.shop_option', { name: option.content, id: option.searchable_id })}
        </li>
      )}
      loading={(searching && isFetching) || (typedNumber !== null && lookingUp)}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        setText(value);
        if (reason !== 'input' && reason !== 'clear') return;
        shopId.onChange(value.trim() === '' ? null : value.trim());
        shopLabel.onChange('');
      }}
      onChange={(_, value) => {
        if (value === null || typeof value === 'string') return;
        shopId.onChange(Number(value.searchable_id));
        shopLabel.onChange(value.content);
      }}
      noOptionsText={translate('invoice_dialogs.shop_search_empty')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('invoice_dialogs.fields.shop')}
          helperText={translate('invoice_dialogs.fields.shop_search_help')}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: SEARCH_MAX_QUERY_LENGTH } }}
        />
      )}
    />
  );
};
