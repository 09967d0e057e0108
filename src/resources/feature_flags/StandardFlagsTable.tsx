import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DevFlag } from '../../dataProviders/superAdmin/featureFlags';
import { DevFlagSwitch } from './DevFlagSwitch';

/** spec 1 §2.9 "standard" sub-tab: name and active switch. */
export const StandardFlagsTable = ({ flags }: { flags: DevFlag[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('feature_flags.dev_tabs.standard')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('feature_flags.columns.name')}</TableCell>
          <TableCell align="right">{translate('feature_flags.columns.active')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {flags.map((flag) => (
          <TableRow key={flag.name} data-testid={`dev-flag-${flag.name}`}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {flag.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {flag.description}
              </Typography>
            </TableCell>
            <TableCell align="right">
              <DevFlagSwitch flag={flag} />
            </TableCell>
          </TableRow>
        ))}
        {flags.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2}>{translate('feature_flags.empty')}</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
};
