import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LABOUR_LAW_COUNTRIES, type LabourLawCountry } from '../../domain/labourLaws';

interface LabourLawsToolbarProps {
  country: LabourLawCountry;
  onCountry: (country: LabourLawCountry) => void;
  onAdd: () => void;
}

/** Title, the country the list is filtered by (spec 1 §2.10) and the add button. */
export const LabourLawsToolbar = ({ country, onCountry, onAdd }: LabourLawsToolbarProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Title title={translate('labour_laws.title')} />
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {translate('labour_laws.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('labour_laws.country_filter')}
        value={country}
        onChange={(event) => onCountry(event.target.value as LabourLawCountry)}
        fullWidth={false}
        margin="none"
        sx={{ width: 220 }}
      >
        {LABOUR_LAW_COUNTRIES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`labour_laws.countries.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {translate('labour_laws.add')}
      </Button>
    </Stack>
  );
};
