import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useTranslate } from 'react-admin';
import type { LabourLawRecord } from '../../dataProviders/labourLaws';
import { LabourLawRowMenu } from './LabourLawRowMenu';

interface LabourLawsTableProps {
  laws: readonly LabourLawRecord[];
  onEdit: (law: LabourLawRecord) => void;
  onDelete: (law: LabourLawRecord) => void;
}

/** The laws of one country: name, scope, key, status and the row menu (spec 1 §2.10). */
export const LabourLawsTable = ({ laws, onEdit, onDelete }: LabourLawsTableProps) => {
  const translate = useTranslate();
  if (laws.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {translate('labour_laws.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('labour_laws.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('labour_laws.columns.name')}</TableCell>
          <TableCell>{translate('labour_laws.columns.scope')}</TableCell>
          <TableCell>{translate('labour_laws.columns.key')}</TableCell>
          <TableCell>{translate('labour_laws.columns.status')}</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              {translate('labour_laws.columns.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {laws.map((law) => (
          <TableRow key={law.id} hover data-testid={`labour-law-${law.key}`}>
            <TableCell>{law.name}</TableCell>
            <TableCell>{translate(`labour_laws.scopes.${law.scope}`, { _: law.scope })}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{law.key}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={law.enabled ? 'success' : 'default'}
                variant={law.enabled ? 'filled' : 'outlined'}
                label={translate(law.enabled ? 'labour_laws.status.enabled' : 'labour_laws.status.disabled')}
              />
            </TableCell>
            <TableCell align="right">
              <LabourLawRowMenu law={law} onEdit={onEdit} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
