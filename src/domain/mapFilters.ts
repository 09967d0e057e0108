/**
 * The shops map's filters (spec 1 §2.8, §3 "filters for the map", §7 map_shops) and the search
 * kept in the page URL. Shared by the server (validation of `filters`, labels of fetch_filters)
 * and the console (dropdowns, URL state).
 */
import { CONVENTIONS, isConventionCode, type ConventionCode } from './conventions';
import { isProductFlagSector, PRODUCT_FLAG_SECTORS, type ProductFlagSector } from './featureFlagRules';
import { SHOP_FEATURES, type ShopFeature } from './shopFeatures';

/**
 * Active-employee buckets, on shops.nb_employees (the shop's non-archived employees), bounds
 * inclusive: 1-10, 11-20, 21-40, 41-60, 61 and more. A shop with no employee is in none.
 */
export const ACTIVE_EMPLOYEE_BUCKETS = {
  one_ten: { min: 1, max: 10 },
  ten_twenty: { min: 11, max: 20 },
  twenty_forty: { min: 21, max: 40 },
  forty_sixty: { min: 41, max: 60 },
  sixty_plus: { min: 61, max: null },
} as const satisfies Record<string, { min: number; max: number | null }>;

export type ActiveEmployeeBucket = keyof typeof ACTIVE_EMPLOYEE_BUCKETS;
export const ACTIVE_EMPLOYEE_BUCKET_IDS = Object.keys(ACTIVE_EMPLOYEE_BUCKETS) as ActiveEmployeeBucket[];

export function isActiveEmployeeBucket(value: unknown): value is ActiveEmployeeBucket {
  return typeof value === 'string' && Object.hasOwn(ACTIVE_EMPLOYEE_BUCKETS, value);
}

/** The bucket of an employee count, null for 0 (or a negative count). */
export function activeEmployeeBucketOf(count: number): ActiveEmployeeBucket | null {
  return ACTIVE_EMPLOYEE_BUCKET_IDS.find((id) => {
    const { min, max } = ACTIVE_EMPLOYEE_BUCKETS[id];
    return count >= min && (max === null || count <= max);
  }) ?? null;
}

/** Each list empty (or absent) means "no filter"; values of one list are alternatives (OR), lists combine (AND). */
export interface MapFilters {
  conventions: ConventionCode[];
  sectors: ProductFlagSector[];
  active_employees: ActiveEmployeeBucket[];
  features: ShopFeature[];
}

export const MAP_FILTER_KEYS = ['conventions', 'sectors', 'active_employees', 'features'] as const;
export type MapFilterKey = (typeof MAP_FILTER_KEYS)[number];

export const EMPTY_MAP_FILTERS: MapFilters = { conventions: [], sectors: [], active_employees: [], features: [] };

const isShopFeature = (value: unknown): value is ShopFeature => typeof value === 'string' && (SHOP_FEATURES as readonly string[]).includes(value);

const ALLOWED: Record<MapFilterKey, { valid: (value: unknown) => boolean; values: readonly string[]; what: string }> = {
  conventions: { valid: (v) => typeof v === 'string' && isConventionCode(v), values: CONVENTIONS.map((c) => c.code), what: 'convention' },
  sectors: { valid: isProductFlagSector, values: PRODUCT_FLAG_SECTORS, what: 'sector' },
  active_employees: { valid: isActiveEmployeeBucket, values: ACTIVE_EMPLOYEE_BUCKET_IDS, what: 'active-employee bucket' },
  features: { valid: isShopFeature, values: SHOP_FEATURES, what: 'feature' },
};

export interface FilterProblem {
  path: string;
  message: string;
}

export type ParsedMapFilters = { ok: true; filters: MapFilters } | { ok: false; problems: FilterProblem[] };

/**
 * Reads the `filters` query parameter (a JSON object, spec 1 §7). Absent or empty: no filter.
 * Not JSON, not an object, an unknown key, a list that is not a list of known values: problems.
 */
export function parseMapFilters(text: string | null | undefined): ParsedMapFilters {
  if (text == null || text.trim() === '') return { ok: true, filters: { ...EMPTY_MAP_FILTERS } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: 'filters', message: 'is not valid JSON' }] };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, problems: [{ path: 'filters', message: `must be a JSON object with the keys ${MAP_FILTER_KEYS.join(', ')}` }] };
  }
  const problems: FilterProblem[] = [];
  const filters: MapFilters = { conventions: [], sectors: [], active_employees: [], features: [] };
  for (const [key, value] of Object.entries(raw)) {
    if (!(MAP_FILTER_KEYS as readonly string[]).includes(key)) {
      problems.push({ path: `filters.${key}`, message: `is not a filter; expected one of ${MAP_FILTER_KEYS.join(', ')}` });
      continue;
    }
    const allowed = ALLOWED[key as MapFilterKey];
    if (value === null) continue;
    if (!Array.isArray(value)) {
      problems.push({ path: `filters.${key}`, message: 'must be a list' });
      continue;
    }
    value.forEach((item, i) => {
      if (!allowed.valid(item)) {
        problems.push({ path: `filters.${key}.${i}`, message: `unknown ${allowed.what} ${JSON.stringify(item)}; expected one of ${allowed.values.join(', ')}` });
      }
    });
    (filters[key as MapFilterKey] as string[]) = [...new Set(value.filter((item) => allowed.valid(item)) as string[])];
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, filters };
}

export function activeFilterCount(filters: MapFilters): number {
  return MAP_FILTER_KEYS.reduce((n, key) => n + filters[key].length, 0);
}

/** The filters as the API takes them: only the non-empty lists, or undefined when there is none. */
export function filtersForApi(filters: MapFilters): Partial<MapFilters> | undefined {
  const kept = Object.fromEntries(MAP_FILTER_KEYS.filter((key) => filters[key].length > 0).map((key) => [key, filters[key]]));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

// --- The search kept in the console's URL --------------------------------------------------------

/** spec 1 §2.8 / §9: default radius 1 km, a default address in Paris. */
export const DEFAULT_MAP_RADIUS_KM = 1;
export const DEFAULT_MAP_ADDRESS = '8 rue de Rivoli, 75004 Paris';

export interface MapSearch {
  address: string;
  radius: number;
  filters: MapFilters;
}

export const DEFAULT_MAP_SEARCH: MapSearch = { address: DEFAULT_MAP_ADDRESS, radius: DEFAULT_MAP_RADIUS_KM, filters: EMPTY_MAP_FILTERS };

/** URL parameter of each filter list (comma-separated values). */
const URL_KEYS: Record<MapFilterKey, string> = {
  conventions: 'conventions',
  sectors: 'sectors',
  active_employees: 'employees',
  features: 'features',
};

/** Reads ?address=…&radius=…&conventions=a,b…; anything missing or unknown falls back to the defaults. */
export function mapSearchFromParams(params: URLSearchParams): MapSearch {
  const address = params.get('address')?.trim() || DEFAULT_MAP_ADDRESS;
  const radiusText = params.get('radius');
  const radius = radiusText !== null && radiusText.trim() !== '' ? Number(radiusText) : Number.NaN;
  const filters = { ...EMPTY_MAP_FILTERS };
  for (const key of MAP_FILTER_KEYS) {
    const values = (params.get(URL_KEYS[key]) ?? '').split(',').filter((v) => ALLOWED[key].valid(v));
    (filters[key] as string[]) = [...new Set(values)];
  }
  return { address, radius: Number.isFinite(radius) && radius >= 0 ? radius : DEFAULT_MAP_RADIUS_KM, filters };
}

export function mapSearchToParams(search: MapSearch): URLSearchParams {
  const params = new URLSearchParams({ address: search.address, radius: String(search.radius) });
  for (const key of MAP_FILTER_KEYS) if (search.filters[key].length > 0) params.set(URL_KEYS[key], search.filters[key].join(','));
  return params;
}

// --- Labels of fetch_filters, in the caller's language ------------------------------------------

export type LabelledFilterKey = 'conventions' | 'sectors' | 'features';

/**
 * The console's catalogue key of a filter value's label (issue 15: the console labels conventions,
 * sectors and features by id in all its languages; fetch_filters' French or English label is the
 * fallback for an id the catalogues do not know yet). Sectors share the feature flags' labels.
 */
export function mapFilterLabelKey(kind: LabelledFilterKey, id: string): string {
  return kind === 'sectors' ? `feature_flags.sectors.${id}` : `shops_map.labels.${kind}.${id}`;
}

export type FilterLabelLocale = 'fr' | 'en';

/**
 * The label language for an Accept-Language header: French for fr and its regional variants
 * (and when there is no header: French is the product's default), English for every other locale.
 */
export function filterLabelLocale(acceptLanguage: string | null | undefined): FilterLabelLocale {
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  if (!first) return 'fr';
  return first.tag === 'fr' || first.tag.startsWith('fr-') ? 'fr' : 'en';
}

const CONVENTION_LABELS_EN: Readonly<Record<ConventionCode, string>> = {
  hcr: 'Hotels, cafés and restaurants (HCR)',
  restauration_rapide: 'Fast food',
  commerce_alimentaire: 'Food retail and wholesale',
  commerce_non_alimentaire: 'Non-food retail',
  boulangerie: 'Artisan bakeries and pastry shops',
  coiffure: 'Hairdressing and related trades',
  pharmacie: 'Retail pharmacies',
  cliniques_privees: 'Private hospitals (clinics)',
  animation: 'Community and leisure activities',
  sport: 'Sport',
  prestataires_services: 'Service providers of the tertiary sector',
  proprete: 'Cleaning and related services',
  syntec: 'Engineering and consulting firms (Syntec)',
};

const SECTOR_LABELS: Readonly<Record<FilterLabelLocale, Record<ProductFlagSector, string>>> = {
  fr: {
    general: 'Général',
    hospitality: 'Hôtellerie-restauration',
    retail: 'Commerce de détail',
    health: 'Santé',
    leisure: 'Loisirs',
    industry_and_services: 'Industrie et services',
    industry: 'Industrie',
    services: 'Services',
    construction: 'BTP',
  },
  en: {
    general: 'General',
    hospitality: 'Hospitality',
    retail: 'Retail',
    health: 'Health',
    leisure: 'Leisure',
    industry_and_services: 'Industry and services',
    industry: 'Industry',
    services: 'Services',
    construction: 'Construction',
  },
};

const FEATURE_LABELS: Readonly<Record<FilterLabelLocale, Record<ShopFeature, string>>> = {
  fr: {
    esignature_timesheet: 'Signature électronique des relevés d’heures',
    esignature_administrative_docs: 'Signature électronique des documents administratifs',
    payroll: 'Paie',
    fortify_silae: 'Connecteur Silae renforcé',
    new_bundle_system: 'Nouvelle offre par modules',
    timeclock: 'Badgeuse',
    badging: 'Pointage mobile',
    shift_popular: 'Créneaux fréquents',
  },
  en: {
    esignature_timesheet: 'E-signature of timesheets',
    esignature_administrative_docs: 'E-signature of administrative documents',
    payroll: 'Payroll',
    fortify_silae: 'Enhanced Silae connector',
    new_bundle_system: 'New bundle system',
    timeclock: 'Time clock',
    badging: 'Mobile clock-in',
    shift_popular: 'Popular shifts',
  },
};

export interface FilterOption {
  id: string;
  label: string;
}

/** The answer of GET /super_admin/api/fetch_filters in one language. */
export function mapFilterOptions(locale: FilterLabelLocale): { conventions: FilterOption[]; sectors: FilterOption[]; features: FilterOption[] } {
  return {
    conventions: CONVENTIONS.map((c) => ({ id: c.code, label: locale === 'fr' ? c.label : CONVENTION_LABELS_EN[c.code] })),
    sectors: PRODUCT_FLAG_SECTORS.map((id) => ({ id, label: SECTOR_LABELS[locale][id] })),
    features: SHOP_FEATURES.map((id) => ({ id, label: FEATURE_LABELS[locale][id] })),
  };
}
