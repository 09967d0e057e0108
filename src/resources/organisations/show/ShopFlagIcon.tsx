import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useTranslate } from 'react-admin';

/** A yes/no column of the shops tab: a green tick or a grey dash, named for screen readers. */
export const ShopFlagIcon = ({ on }: { on: boolean }) => {
  const translate = useTranslate();
  return on ? (
    <CheckCircleIcon fontSize="small" color="success" titleAccess={translate('organisation_shops.yes')} sx={{ verticalAlign: 'middle' }} />
  ) : (
    <RemoveCircleOutlineIcon fontSize="small" color="disabled" titleAccess={translate('organisation_shops.no')} sx={{ verticalAlign: 'middle' }} />
  );
};
