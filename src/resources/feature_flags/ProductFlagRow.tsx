import { Button, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductFlag } from '../../dataProviders/superAdmin/featureFlags';
import { PRODUCT_FLAG_COUNTRIES, PRODUCT_FLAG_SECTORS, productFlagChanged } from '../../domain/featureFlagRules';
import { useUpdateProductFlag } from './featureFlagsData';
import { TargetsSelect } from './TargetsSelect';

interface ProductFlagRowProps {
  flag: ProductFlag;
  /** tells the tab whether this row differs from the saved flag (spec 1 §4: leaving asks first) */
  onChanged: (name: string, changed: boolean) => void;
}

/** One product flag: countries and sectors, saved by the row's button once they differ from the original (spec 1 §2.9, §4). */
export const ProductFlagRow = ({ flag, onChanged }: ProductFlagRowProps) => {
  const translate = useTranslate();
  const [languages, setLanguages] = useState<string[]>(flag.languages);
  const [sectors, setSectors] = useState<string[]>(flag.sectors);
  const update = useUpdateProductFlag();
  const changed = productFlagChanged(flag, { languages, sectors });
  useEffect(() => {
    onChanged(flag.name, changed);
    return () => onChanged(flag.name, false);
  }, [flag.name, changed, onChanged]);
  return (
    <TableRow data-testid={`product-flag-${flag.name}`}>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {flag.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {flag.description}
        </Typography>
      </TableCell>
      <TableCell>
        <TargetsSelect
          label={translate('feature_flags.countries_of', { name: flag.name })}
          options={PRODUCT_FLAG_COUNTRIES}
          labels="feature_flags.countries"
          value={languages}
          onChange={setLanguages}
          disabled={update.isPending}
        />
      </TableCell>
      <TableCell>
        <TargetsSelect
          label={translate('feature_flags.sectors_of', { name: flag.name })}
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
