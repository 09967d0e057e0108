import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductFlag } from '../../dataProviders/superAdmin/featureFlags';
import { useUnsavedChanges } from '../../ui/tabs/unsavedChanges';
import { AddFlagButton } from './AddFlagButton';
import { ProductFlagRow } from './ProductFlagRow';

/**
 * spec 1 §2.9 product tab: name, countries, sectors and a submit button per row, and the add button.
 * A fixed table layout keeps it inside the page at laptop widths (issue 15: it was 2,251 px wide).
 */
export const ProductFlagsTab = ({ flags }: { flags: ProductFlag[] }) => {
  const translate = useTranslate();
  const [changedRows, setChangedRows] = useState<ReadonlySet<string>>(() => new Set());
  useUnsavedChanges(changedRows.size > 0);
  const onChanged = useCallback(
    (name: string, changed: boolean) =>
      setChangedRows((rows) => {
        if (rows.has(name) === changed) return rows;
        const next = new Set(rows);
        if (changed) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <AddFlagButton kind="product" existingNames={flags.map((flag) => flag.name)} />
      </Box>
      <Table size="small" aria-label={translate('feature_flags.tabs.product')} sx={{ tableLayout: 'fixed' }}>
        <colgroup>
          <col style={{ width: '26%' }} />
          <col />
          <col />
          <col style={{ width: 136 }} />
        </colgroup>
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
            <ProductFlagRow key={`${flag.name}:${flag.languages.join()}:${flag.sectors.join()}`} flag={flag} onChanged={onChanged} />
          ))}
          {flags.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>{translate('feature_flags.empty')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </>
  );
};
