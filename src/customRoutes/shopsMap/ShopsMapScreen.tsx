import { Alert, Box, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { mapSearchToParams, type MapFilters } from '../../domain/mapFilters';
import { DEFAULT_MAP_CENTRE, mapZoom } from '../../domain/mapZoom';
import { MapFiltersBar } from './MapFiltersBar';
import { MapResults } from './MapResults';
import { MapSearchBar } from './MapSearchBar';
import { ShopsLeafletMap } from './ShopsLeafletMap';
import { useMapFilterOptions, useMapSearch, useMapShops } from './shopsMapData';

/**
 * /{product}_map (spec 1 §2.8, §4, §9): search an address within a radius, filter, see the shops
 * as markers and cards. Loaded lazily with leaflet (ShopsMapPage).
 */
const ShopsMapScreen = () => {
  const translate = useTranslate();
  const [search, setSearch] = useMapSearch();
  const filterOptions = useMapFilterOptions();
  const shops = useMapShops(search);
  const [selected, setSelected] = useState<{ id: number; key: string } | null>(null);
  const searchKey = mapSearchToParams(search).toString();
  // a selection belongs to one set of results
  const selectedId = selected?.key === searchKey ? selected.id : null;

  const answer = shops.status === 'loaded' ? shops.answer : null;
  const searched = answer ? { lat: answer.searched_lat, lng: answer.searched_lng } : null;

  const onSearch = (address: string, radius: number) => {
    const next = { ...search, address, radius };
    if (mapSearchToParams(next).toString() === searchKey) shops.refetch();
    else setSearch(next);
  };
  const onFilters = (filters: MapFilters) => setSearch({ ...search, filters });

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('shops_map.title')} />
      <Typography variant="h5" component="h1">
        {translate('shops_map.title')}
      </Typography>
      <MapSearchBar key={`${search.address}|${search.radius}`} address={search.address} radius={search.radius} onSearch={onSearch} />
      {shops.status === 'address_not_found' ? (
        <Alert severity="warning" role="alert">
          {translate('shops_map.errors.address_not_found', { address: search.address })}
        </Alert>
      ) : null}
      <MapFiltersBar options={filterOptions.data} value={search.filters} onChange={onFilters} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box sx={{ position: 'relative' }}>
            <ShopsLeafletMap
              centre={searched ?? DEFAULT_MAP_CENTRE}
              zoom={mapZoom(search.radius)}
              radiusKm={search.radius}
              searched={searched}
              shops={answer?.shops ?? []}
              selectedId={selectedId}
              onSelect={(id) => setSelected({ id, key: searchKey })}
              resultsKey={answer ? searchKey : 'loading'}
            />
            {shops.status === 'loading' ? (
              <Box sx={{ position: 'absolute', inset: 0, zIndex: 1100, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(255,255,255,0.5)' }}>
                <CircularProgress aria-label={translate('shops_map.results.loading')} />
              </Box>
            ) : null}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {answer ? (
            <MapResults
              answer={answer}
              conventions={filterOptions.data?.conventions}
              selectedId={selectedId}
              onSelect={(id) => setSelected(id === null ? null : { id, key: searchKey })}
            />
          ) : null}
        </Grid>
      </Grid>
    </Stack>
  );
};

export default ShopsMapScreen;
