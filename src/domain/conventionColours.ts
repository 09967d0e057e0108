/**
 * One colour per collective agreement (spec 1 §9 "a convention colour table exists for 13
 * agreements"): the top border of a shop card and its marker on the map. Every colour has a
 * contrast of at least 4.5:1 with white: visible on the white card and map (WCAG 1.4.11 asks 3:1),
 * and white text on it stays legible (WCAG 1.4.3).
 */
import type { ConventionCode } from './conventions';

export const CONVENTION_COLOURS: Readonly<Record<ConventionCode, string>> = {
  hcr: '#1565c0',
  restauration_rapide: '#c2410c',
  commerce_alimentaire: '#2e7d32',
  commerce_non_alimentaire: '#6a1b9a',
  boulangerie: '#795548',
  coiffure: '#c2185b',
  pharmacie: '#00796b',
  cliniques_privees: '#c62828',
  animation: '#827717',
  sport: '#283593',
  prestataires_services: '#546e7a',
  proprete: '#00838f',
  syntec: '#212121',
};

/** Shops without an agreement (outside France, for instance). */
export const NO_CONVENTION_COLOUR = '#757575';

export function conventionColour(code: string | null | undefined): string {
  return (code && (CONVENTION_COLOURS as Record<string, string>)[code]) || NO_CONVENTION_COLOUR;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
