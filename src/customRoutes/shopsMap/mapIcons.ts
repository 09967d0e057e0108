import L from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { conventionColour } from '../../domain/conventionColours';

/**
 * Leaflet's default pin, from imported assets: Leaflet guesses its image path from its CSS,
 * which a bundler breaks (the pin would be a broken image). Marks the searched point.
 */
export const searchedPointIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const shopIcons = new Map<string, L.DivIcon>();

/** A round marker in the shop's convention colour (the same as its card's border); bigger when selected. */
export function shopMarkerIcon(convention: string | null, selected: boolean): L.DivIcon {
  const colour = conventionColour(convention);
  const key = `${colour}|${selected}`;
  let icon = shopIcons.get(key);
  if (!icon) {
    const size = selected ? 26 : 18;
    icon = L.divIcon({
      className: selected ? 'shop-marker shop-marker-selected' : 'shop-marker',
      html: `<span style="background:${colour}"></span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    shopIcons.set(key, icon);
  }
  return icon;
}

/** The styles of the markers above, for the map's container. */
export const markerStyles = {
  '& .shop-marker span': {
    display: 'block',
    width: '100%',
    height: '100%',
    borderRadius: '50%',
    border: '2px solid #fff',
    boxShadow: '0 0 0 1px rgba(0,0,0,0.35), 0 1px 3px rgba(0,0,0,0.4)',
    boxSizing: 'border-box',
  },
  '& .shop-marker-selected span': { border: '3px solid #fff', boxShadow: '0 0 0 3px rgba(0,0,0,0.65)' },
  '& .shop-marker:focus-visible': { outline: '2px solid #000', borderRadius: '50%' },
} as const;
