import SyncIcon from '@mui/icons-material/Sync';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useShopsSynchronization } from './useShopsSynchronization';

/**
 * "Synchronize shops" (spec 1 §2.4 and §2.7), in the organisations and shops lists; shown only
 * with can_synchronize_shops.
 */
export const SynchronizeShopsButton = () => {
  const translate = useTranslate();
  const { state, visible, disabled, synchronize } = useShopsSynchronization();
  if (!visible) return null;
  const hint = state === 'running' || state === 'started' ? translate(`synchronization.state.${state}`) : '';
  return (
    <Tooltip title={hint}>
      <span>
        <Button
          variant="outlined"
          size="small"
          onClick={() => void synchronize()}
          disabled={disabled}
          startIcon={state === 'running' ? <CircularProgress size={16} /> : <SyncIcon />}
        >
          {translate('synchronization.button')}
        </Button>
      </span>
    </Tooltip>
  );
};
