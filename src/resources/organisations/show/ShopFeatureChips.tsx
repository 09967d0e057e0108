import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrganisationShopRow } from '../../../contracts/organisations';
import { SHOP_FEATURES } from '../../../domain/shopFeatures';

/** Spec 2 §3 features_states: the activated features of a shop as small chips (they wrap inside the cell), in the spec's order. */
export const ShopFeatureChips = ({ states }: { states: OrganisationShopRow['features_states'] }) => {
  const translate = useTranslate();
  const activated = SHOP_FEATURES.filter((feature) => states[feature]?.activated);
  if (activated.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('organisation_shops.no_features')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none', whiteSpace: 'normal' }}>
      {activated.map((feature) => (
        <li key={feature}>
          <Chip size="small" variant="outlined" label={translate(`organisation_shops.features.${feature}`)} />
        </li>
      ))}
    </Box>
  );
};
