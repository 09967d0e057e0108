import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { Box, Typography } from '@mui/material';
import { Fragment, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Circle, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import type { MapShop } from '../../dataProviders/superAdmin/shopsMap';
import type { LatLng } from '../../domain/geo';
import { clustersMarkers, MAP_CLUSTER_ABOVE } from '../../domain/mapMarkers';
import { MAP_ZOOM_STEP, MAX_MAP_ZOOM, MIN_MAP_ZOOM } from '../../domain/mapZoom';
import { markerStyles, searchedPointIcon, shopMarkerIcon } from './mapIcons';

export const MAP_HEIGHT = 560;

/** A note drawn over the map (above leaflet's panes). */
const MAP_NOTE_SX = { position: 'absolute', zIndex: 1000, bgcolor: 'background.paper', px: 1, borderRadius: 1, boxShadow: 1 } as const;

/**
 * react-leaflet reads center and zoom only when the map is created: later searches move it here,
 * then say which results the view now shows.
 */
const MapView = ({ centre, zoom, viewKey, onMoved }: { centre: LatLng; zoom: number; viewKey: string; onMoved: (key: string) => void }) => {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], zoom, { animate: false });
    onMoved(viewKey);
  }, [map, centre.lat, centre.lng, zoom, viewKey, onMoved]);
  return null;
};

interface ShopsLeafletMapProps {
  centre: LatLng;
  zoom: number;
  radiusKm: number;
  /** the searched point, once a search has answered */
  searched: LatLng | null;
  shops: MapShop[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** identifies the current results (the search): a new value replaces every marker */
  resultsKey: string;
}

/**
 * The map (spec 1 §2.8): one marker per shop in its convention's colour (grouped into clusters only
 * past MAP_CLUSTER_ABOVE results, and then the map says so), the searched point and its radius. Tiles come from the runtime configuration; when they cannot
 * load the markers still work on a blank background, and a note says so.
 */
export const ShopsLeafletMap = ({ centre, zoom, radiusKm, searched, shops, selectedId, onSelect, resultsKey }: ShopsLeafletMapProps) => {
  const translate = useTranslate();
  const { mapTileUrl, mapAttribution } = useRuntimeConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const clustered = clustersMarkers(shops.length);
  const markers = shops.map((shop) => (
    <Marker
      key={shop.id}
      position={[shop.lat, shop.lng]}
      icon={shopMarkerIcon(shop.convention, shop.id === selectedId)}
      title={shop.name}
      zIndexOffset={shop.id === selectedId ? 1000 : 0}
      eventHandlers={{ click: () => onSelect(shop.id) }}
    />
  ));
  return (
    <Box sx={{ position: 'relative', height: MAP_HEIGHT, ...markerStyles }} role="region" aria-label={translate('shops_map.map.label')}>
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={zoom}
        minZoom={MIN_MAP_ZOOM}
        maxZoom={MAX_MAP_ZOOM}
        zoomSnap={MAP_ZOOM_STEP}
        style={{ height: '100%', width: '100%', background: '#eef0f3' }}
      >
        <TileLayer url={mapTileUrl} attribution={mapAttribution} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
        <MapView centre={centre} zoom={zoom} viewKey={resultsKey} onMoved={setShownKey} />
        {searched ? (
          <>
            <Circle center={[searched.lat, searched.lng]} radius={radiusKm * 1000} pathOptions={{ color: '#1565c0', weight: 1, fillOpacity: 0.04 }} />
            <Marker position={[searched.lat, searched.lng]} icon={searchedPointIcon} title={translate('shops_map.map.searched_point')} alt={translate('shops_map.map.searched_point')} keyboard={false} />
          </>
        ) : null}
        {/*
          The markers of one set of results, created once the view has moved to them: markers that
          leaflet.markercluster receives while the view jumps elsewhere are never drawn.
        */}
        {shownKey === resultsKey ? (
          clustered ? (
            <MarkerClusterGroup key={resultsKey} chunkedLoading maxClusterRadius={40} spiderfyOnMaxZoom>
              {markers}
            </MarkerClusterGroup>
          ) : (
            <Fragment key={resultsKey}>{markers}</Fragment>
          )
        ) : null}
      </MapContainer>
      {clustered ? (
        <Typography variant="caption" role="status" data-testid="map-clustered" sx={{ ...MAP_NOTE_SX, top: 8, right: 8 }}>
          {translate('shops_map.map.clustered', { results: shops.length, threshold: MAP_CLUSTER_ABOVE })}
        </Typography>
      ) : null}
      {tilesFailed ? (
        <Typography variant="caption" sx={{ ...MAP_NOTE_SX, left: 8, bottom: 8 }}>
          {translate('shops_map.map.tiles_unavailable')}
        </Typography>
      ) : null}
    </Box>
  );
};
