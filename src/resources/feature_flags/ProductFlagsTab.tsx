import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProductFlag } from '../../dataProviders/superAdmin/featureFlags';
import { ProductFlagRow } from './ProductFlagRow';

/** spec 1 §2.9 product tab: name, countries, sectors and a submit button per row. */
export const ProductFlagsTab = ({ flags }: { flags: ProductFlag[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('feature_flags.tabs.product')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('feature_flags.columns.name')}</TableCell>
          <TableCell>{translate('feature_flags.columns.countries')}</TableCell>
          <TableCell>{translate('feature_flags.columns.sectors')}</TableCell>
          <TableCell align="right">{translate('feature_flags.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {flags.map((flag) => (
          // a saved row starts again from what the server answered
          <ProductFlagRow key={`${flag.name}:${flag.languages.join()}:${flag.sectors.join()}`} flag={flag} />
        ))}
        {flags.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4}>{translate('feature_flags.empty')}</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
};
