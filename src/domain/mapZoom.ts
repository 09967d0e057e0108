/**
 * The shops map's view (spec 1 §2.8, §9): zoom = 15 - radius / 2, centred on the searched point,
 * near Paris before any search.
 */
import type { LatLng } from './geo';

/** Leaflet's zoom range with OpenStreetMap's standard tiles. */
export const MIN_MAP_ZOOM = 0;
export const MAX_MAP_ZOOM = 19;
/** The map snaps to half levels, so "15 - radius / 2" holds exactly for whole-kilometre radii. */
export const MAP_ZOOM_STEP = 0.5;

/** The centre of Paris (Hôtel de Ville). */
export const DEFAULT_MAP_CENTRE: LatLng = { lat: 48.8566, lng: 2.3522 };

/** 15 - radius / 2, on half levels, bounded to [MIN_MAP_ZOOM, MAX_MAP_ZOOM]; a missing or invalid radius counts as 0. */
export function mapZoom(radiusKm: number | null | undefined): number {
  const radius = typeof radiusKm === 'number' && Number.isFinite(radiusKm) ? radiusKm : 0;
  const zoom = Math.round((15 - radius / 2) / MAP_ZOOM_STEP) * MAP_ZOOM_STEP;
  return Math.min(MAX_MAP_ZOOM, Math.max(MIN_MAP_ZOOM, zoom));
}
