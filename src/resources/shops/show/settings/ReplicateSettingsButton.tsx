import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { shopReplicationPath } from '../../../../customRoutes/replication/ReplicationRoutes';

/** 'replicate settings' (spec 2 §2.2): opens the replication screen over the settings tab, this shop as the source (spec 3 §2.4). */
export const ReplicateSettingsButton = ({ shopId }: { shopId: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="outlined" onClick={() => navigate(shopReplicationPath(shopId))}>
      {translate('shop_settings.replicate.button')}
    </Button>
  );
};
