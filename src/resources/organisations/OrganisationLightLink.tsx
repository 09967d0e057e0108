import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';

/** From a row of the organisations list to the light view of spec 1 §2.5. */
export const OrganisationLightLink = () => {
  const record = useRecordContext<{ id: number; name: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('organisations.light_view_of', { name: record.name });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`/organisations_light/${record.id}`} size="small" aria-label={label}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
