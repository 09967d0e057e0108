import { Button, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductFlag } from '../../dataProviders/superAdmin/featureFlags';
import { PRODUCT_FLAG_COUNTRIES, PRODUCT_FLAG_SECTORS, productFlagChanged } from '../../domain/featureFlagRules';
import { useUpdateProductFlag } from './featureFlagsData';
import { TargetsSelect } from './TargetsSelect';

/** One product flag: countries and sectors, saved by the row's button once they differ from the original (spec 1 §2.9, §4). */
export const ProductFlagRow = ({ flag }: { flag: ProductFlag }) => {
  const translate = useTranslate();
  const [languages, setLanguages] = useState<string[]>(flag.languages);
  const [sectors, setSectors] = useState<string[]>(flag.sectors);
  const update = useUpdateProductFlag();
  const changed = productFlagChanged(flag, { languages, sectors });
  return (
    <TableRow data-testid={`product-flag-${flag.name}`}>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {flag.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {flag.description}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <TargetsSelect
          label={translate('feature_flags.columns.countries')}
          options={PRODUCT_FLAG_COUNTRIES}
          labels="feature_flags.countries"
          value={languages}
          onChange={setLanguages}
          disabled={update.isPending}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <TargetsSelect
          label={translate('feature_flags.columns.sectors')}
          options={PRODUCT_FLAG_SECTORS}
          labels="feature_flags.sectors"
          value={sectors}
          onChange={setSectors}
          disabled={update.isPending}
        />
      </TableCell>
      <TableCell align="right">
        <Button
          variant="contained"
          size="small"
          disabled={!changed || update.isPending}
          aria-label={translate('feature_flags.submit_row', { name: flag.name })}
          onClick={() => update.mutate({ name: flag.name, languages, sectors })}
        >
          {translate('feature_flags.submit')}
        </Button>
      </TableCell>
    </TableRow>
  );
};
