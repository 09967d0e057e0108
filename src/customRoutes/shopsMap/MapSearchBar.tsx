import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

interface MapSearchBarProps {
  address: string;
  radius: number;
  onSearch: (address: string, radius: number) => void;
}

/**
 * spec 1 §2.8 / §5: an address and a radius in km (a number, minimum 0), then GO. The form starts
 * from the URL's search; give it a key of that search so it starts again when the URL changes.
 */
export const MapSearchBar = ({ address, radius, onSearch }: MapSearchBarProps) => {
  const translate = useTranslate();
  const [addressText, setAddressText] = useState(address);
  const [radiusText, setRadiusText] = useState(String(radius));

  const radiusValue = radiusText.trim() === '' ? Number.NaN : Number(radiusText);
  const radiusInvalid = !Number.isFinite(radiusValue) || radiusValue < 0;
  const addressInvalid = addressText.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!radiusInvalid && !addressInvalid) onSearch(addressText.trim(), radiusValue);
  };
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} role="search" sx={{ alignItems: { sm: 'flex-start' } }} noValidate>
      <TextField
        label={translate('shops_map.search.address')}
        value={addressText}
        onChange={(event) => setAddressText(event.target.value)}
        error={addressInvalid}
        helperText={addressInvalid ? translate('shops_map.search.address_required') : ' '}
        sx={{ flex: 1, minWidth: 260 }}
        size="small"
      />
      <TextField
        label={translate('shops_map.search.radius')}
        type="number"
        value={radiusText}
        onChange={(event) => setRadiusText(event.target.value)}
        error={radiusInvalid}
        helperText={radiusInvalid ? translate('shops_map.search.radius_invalid') : ' '}
        slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        sx={{ width: 150 }}
        size="small"
      />
      <Button type="submit" variant="contained" disabled={radiusInvalid || addressInvalid} sx={{ height: 40 }}>
        {translate('shops_map.search.go')}
      </Button>
    </Stack>
  );
};
