/**
 * The 13 French collective agreements (conventions collectives) the product knows.
 * `code` is stable (stored in shops.convention); `idcc` is the official agreement number.
 * Spec 1 §9: the map colours each of them.
 */
export const CONVENTIONS = [
  { code: 'hcr', label: 'Hôtels, cafés, restaurants (HCR)', idcc: '1979' },
  { code: 'restauration_rapide', label: 'Restauration rapide', idcc: '1501' },
  { code: 'commerce_alimentaire', label: 'Commerce de détail et de gros à prédominance alimentaire', idcc: '2216' },
  { code: 'commerce_non_alimentaire', label: 'Commerce de détail non alimentaire', idcc: '1517' },
  { code: 'boulangerie', label: 'Boulangerie-pâtisserie artisanale', idcc: '0843' },
  { code: 'coiffure', label: 'Coiffure et professions connexes', idcc: '2596' },
  { code: 'pharmacie', label: "Pharmacie d'officine", idcc: '1996' },
  { code: 'cliniques_privees', label: 'Hospitalisation privée (cliniques)', idcc: '2264' },
  { code: 'animation', label: 'Animation', idcc: '1518' },
  { code: 'sport', label: 'Sport', idcc: '2511' },
  { code: 'prestataires_services', label: 'Prestataires de services du secteur tertiaire', idcc: '2098' },
  { code: 'proprete', label: 'Entreprises de propreté et services associés', idcc: '3043' },
  { code: 'syntec', label: "Bureaux d'études techniques (Syntec)", idcc: '1486' },
] as const;

export type ConventionCode = (typeof CONVENTIONS)[number]['code'];

export const CONVENTION_CODES: readonly ConventionCode[] = CONVENTIONS.map((c) => c.code);

export function isConventionCode(value: string): value is ConventionCode {
  return (CONVENTION_CODES as readonly string[]).includes(value);
}

export function conventionLabel(code: string | null | undefined): string | null {
  return CONVENTIONS.find((c) => c.code === code)?.label ?? null;
}
