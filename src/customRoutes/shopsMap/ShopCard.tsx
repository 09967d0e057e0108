import { Box, Card, CardActionArea, CardContent, Collapse, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MapShop } from '../../dataProviders/superAdmin/shopsMap';
import { conventionColour } from '../../domain/conventionColours';

interface ShopCardProps {
  shop: MapShop;
  /** the convention's name in the current language (from fetch_filters) */
  conventionLabel: string | null;
  expanded: boolean;
  onToggle: () => void;
}

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Typography variant="body2">
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}
    </Box>{' '}
    {children}
  </Typography>
);

/**
 * A shop of the results (spec 1 §2.8): its convention's colour on top, the convention and the
 * employee count, name, organisation, referent, address and a link to the shop; expanded (the
 * marker was clicked) it also shows the bizdev and the coach.
 */
export const ShopCard = ({ shop, conventionLabel, expanded, onToggle }: ShopCardProps) => {
  const translate = useTranslate();
  const colour = conventionColour(shop.convention);
  const titleId = `map-shop-${shop.id}`;
  const none = translate('shops_map.card.none');
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ borderTop: `6px solid ${colour}`, ...(expanded ? { boxShadow: 3 } : {}) }}>
      <CardActionArea onClick={onToggle} aria-expanded={expanded} aria-controls={`${titleId}-more`}>
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="caption" sx={{ color: colour, fontWeight: 700 }} data-testid="shop-card-convention">
              {conventionLabel ?? shop.convention ?? translate('shops_map.card.no_convention')}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {translate('shops_map.card.employees', { count: shop.nb_employees })}
            </Typography>
          </Stack>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {shop.name}
          </Typography>
          <Typography variant="body2">{shop.organisation_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {shop.address} · {translate('shops_map.card.distance', { distance: shop.distance_km.toLocaleString(undefined, { maximumFractionDigits: 1 }) })}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 0 }}>
        <Line label={translate('shops_map.card.referent')}>{shop.referent_name ?? none}</Line>
        {shop.referent_phone ? (
          <Line label={translate('shops_map.card.phone')}>
            <MuiLink href={`tel:${shop.referent_phone.replace(/\s+/g, '')}`}>{shop.referent_phone}</MuiLink>
          </Line>
        ) : null}
        {shop.referent_mail ? (
          <Line label={translate('shops_map.card.mail')}>
            <MuiLink href={`mailto:${shop.referent_mail}`}>{shop.referent_mail}</MuiLink>
          </Line>
        ) : null}
        <div id={`${titleId}-more`}>
          <Collapse in={expanded} unmountOnExit>
            <Box sx={{ mt: 1 }}>
              <Line label={translate('shops_map.card.bizdev')}>{shop.bizdev ?? none}</Line>
              <Line label={translate('shops_map.card.coach')}>{shop.coach ?? none}</Line>
            </Box>
          </Collapse>
        </div>
        <MuiLink component={RouterLink} to={`/shops/${shop.id}`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
          {translate('shops_map.card.open')}
        </MuiLink>
      </CardContent>
    </Card>
  );
};
