import { Alert, Box, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterOption, MapShopsAnswer } from '../../dataProviders/superAdmin/shopsMap';
import { MAP_HEIGHT } from './ShopsLeafletMap';
import { ShopCard } from './ShopCard';
import { useFilterLabel } from './useFilterLabel';

interface MapResultsProps {
  answer: MapShopsAnswer;
  conventions: FilterOption[] | undefined;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The result count and the shop cards beside the map; the selected shop's card comes first, expanded. */
export const MapResults = ({ answer, conventions, selectedId, onSelect }: MapResultsProps) => {
  const translate = useTranslate();
  const label = useFilterLabel();
  const serverLabels = useMemo(() => new Map((conventions ?? []).map((c) => [c.id, c.label])), [conventions]);
  const ordered = useMemo(() => {
    const selected = answer.shops.find((s) => s.id === selectedId);
    return selected ? [selected, ...answer.shops.filter((s) => s !== selected)] : answer.shops;
  }, [answer.shops, selectedId]);
  const list = useRef<HTMLDivElement>(null);
  // the selected card moves to the top: bring the top of the list into view
  useEffect(() => {
    if (selectedId !== null) list.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [selectedId]);
  const count = answer.shops.length;
  return (
    <Stack spacing={1} sx={{ height: { md: MAP_HEIGHT } }}>
      <Box role="status" aria-live="polite">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="shops-map-count">
          {translate('shops_map.results.count', { count })}
          {answer.truncated ? ` ${translate('shops_map.results.truncated', { count })}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('shops_map.results.around', { place: answer.searched_label })}
        </Typography>
      </Box>
      {count === 0 ? <Alert severity="info">{translate('shops_map.results.none')}</Alert> : null}
      <Stack ref={list} spacing={1} sx={{ overflowY: { md: 'auto' }, pr: { md: 0.5 }, pb: 1 }} aria-label={translate('shops_map.results.list')} role="list">
        {ordered.map((shop) => (
          <div role="listitem" key={shop.id}>
            <ShopCard
              shop={shop}
              conventionLabel={shop.convention ? label('conventions', shop.convention, serverLabels.get(shop.convention)) : null}
              expanded={shop.id === selectedId}
              onToggle={() => onSelect(shop.id === selectedId ? null : shop.id)}
            />
          </div>
        ))}
      </Stack>
    </Stack>
  );
};
