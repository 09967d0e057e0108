import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DevFlag } from '../../dataProviders/superAdmin/featureFlags';
import { formatCanaryPreview } from '../../domain/canaryIds';
import { CanaryTargetDialog } from './CanaryTargetDialog';
import { DevFlagSwitch } from './DevFlagSwitch';

/** spec 1 §2.9 "canary" sub-tab: name, release type, target link, ids preview, active switch. */
export const CanaryFlagsTable = ({ flags }: { flags: DevFlag[] }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState<DevFlag | null>(null);
  return (
    <>
      <Table size="small" aria-label={translate('feature_flags.dev_tabs.canary')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('feature_flags.columns.name')}</TableCell>
            <TableCell>{translate('feature_flags.columns.release_type')}</TableCell>
            <TableCell>{translate('feature_flags.columns.target')}</TableCell>
            <TableCell>{translate('feature_flags.columns.ids')}</TableCell>
            <TableCell align="right">{translate('feature_flags.columns.active')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.map((flag) => (
            <TableRow key={flag.name} data-testid={`canary-flag-${flag.name}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {flag.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {flag.description}
                </Typography>
              </TableCell>
              <TableCell>{flag.canaryReleaseType ? translate(`feature_flags.release_types.${flag.canaryReleaseType}`) : ''}</TableCell>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => setEditing(flag)}
                  aria-label={translate('feature_flags.canary.edit_target_of', { name: flag.name })}
                >
                  {translate('feature_flags.canary.edit_target')}
                </Link>
              </TableCell>
              <TableCell data-testid="canary-ids-preview" sx={{ maxWidth: 360, wordBreak: 'break-word' }}>
                {formatCanaryPreview(flag.canaryReleaseIds) || translate('feature_flags.canary.apply_to_all')}
              </TableCell>
              <TableCell align="right">
                <DevFlagSwitch flag={flag} />
              </TableCell>
            </TableRow>
          ))}
          {flags.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>{translate('feature_flags.empty')}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {editing ? <CanaryTargetDialog flag={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
};
