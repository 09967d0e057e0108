import { DEV_FLAGS } from '../../src/domain/devFlags.js';
import { daysAgo } from './random.js';
import type { DevFlagRow, FeatureFlagRow } from './rows.js';

type ProductFlag = [name: string, description: string, languages: string[], sectors: string[]];

/** Product features sold per country and sector (spec 1 §3). */
const PRODUCT_FLAGS: readonly ProductFlag[] = [
  ['timeclock', 'Badgeuse sur tablette et pointage des heures réelles', ['fr', 'be', 'ch', 'es', 'de', 'lu'], []],
  ['badging', 'Pointage depuis l’application mobile, avec géolocalisation', ['fr', 'be', 'ch', 'lu'], ['hospitality', 'retail', 'health']],
  ['esignature_timesheet', 'Signature électronique des relevés d’heures mensuels', ['fr', 'be'], []],
  ['esignature_administrative_docs', 'Signature électronique des contrats et avenants', ['fr'], []],
  ['payroll', 'Préparation de la paie et export vers le logiciel de paie', ['fr', 'es'], []],
  ['fortify_silae', 'Connecteur Silae renforcé (synchronisation bidirectionnelle)', ['fr'], ['hospitality', 'retail']],
  ['new_bundle_system', 'Nouvelle offre par paliers (modules à la carte)', ['fr', 'gb', 'es', 'de', 'ch', 'be', 'it', 'lu', 'pt', 'nl', 'pl', 'ro', 'other'], []],
  ['shift_popular', 'Suggestions de créneaux fréquents dans le planning', ['fr', 'be', 'ch'], ['hospitality']],
  ['automatic_planning', 'Planification automatique sous contraintes', ['fr', 'es', 'de'], ['hospitality', 'retail', 'leisure']],
  ['annualization', 'Annualisation et modulation du temps de travail', ['fr'], ['health', 'leisure', 'industry_and_services', 'services']],
  ['hr_plus', 'Dossier salarié, documents RH et entretiens', ['fr', 'be', 'ch', 'lu'], ['general', 'retail', 'services', 'industry', 'construction']],
  ['analytics', 'Tableaux de bord de productivité et de masse salariale', ['fr', 'gb', 'es', 'de', 'it', 'nl', 'pt', 'pl', 'ro', 'other'], []],
];

export function buildProductFlags(): FeatureFlagRow[] {
  return PRODUCT_FLAGS.map(([name, description, languages, sectors], i) => ({
    name,
    description,
    languages: JSON.stringify(languages),
    sectors: JSON.stringify(sectors),
    created_at: daysAgo(900 - i * 60),
    updated_at: daysAgo(30 + i),
  }));
}

const DEV_FLAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [DEV_FLAGS.labourLawsSuperAdmin]: 'Gestion des lois du travail dans la console (menu et écran)',
  [DEV_FLAGS.eventsService]: 'Historique des événements servi par le service events',
  [DEV_FLAGS.pamOnSvcReports]: 'Rapports d’intégration paie servis par le nouveau service',
  [DEV_FLAGS.legacyIntegrationDisabled]: 'Masque l’ancienne action « nouvelle intégration »',
  [DEV_FLAGS.pamAutomatedExport]: 'Exports de paie automatisés',
  [DEV_FLAGS.sundayMajSlices]: 'Majorations du dimanche par tranches (sélection des établissements)',
  [DEV_FLAGS.payroll]: 'Action « module paie » sur la fiche organisation',
  [DEV_FLAGS.integrationJobRows]: 'Lignes des jobs automatiques dans la liste des intégrations',
};

type DevFlag = [name: string, description: string, active: boolean, canary?: { type: 'shop' | 'user' | 'organisation'; ids: number[] }];

/**
 * Every FEATUREDEV_* the console knows is on (so every screen is reachable), except the one
 * that hides the legacy integration action; then a few standard flags and canary releases.
 * `canaryIds` are real ids of the seeded dataset.
 */
export function buildDevFlags(canaryIds: { users: number[]; shops: number[]; organisations: number[] }): DevFlagRow[] {
  const known: DevFlag[] = Object.values(DEV_FLAGS).map((name) => [
    name,
    DEV_FLAG_DESCRIPTIONS[name] ?? name,
    name !== DEV_FLAGS.legacyIntegrationDisabled,
  ]);
  const others: DevFlag[] = [
    ['FEATUREDEV_NEW_PLANNING_GRID', 'Nouvelle grille de planning (virtualisée)', true],
    ['FEATUREDEV_SMART_NOTIFICATIONS', 'Regroupement des notifications push', false],
    ['FEATUREDEV_MOBILE_DOCUMENTS', 'Documents RH dans l’application mobile', false],
    ['FEATUREDEV_REPLACEMENT_SUGGESTIONS', 'Suggestions de remplaçants lors d’une absence', true],
    ['FEATUREDEV_CANARY_TIMESHEET_V2', 'Relevés d’heures v2 pour une sélection d’utilisateurs', true, { type: 'user', ids: canaryIds.users }],
    ['FEATUREDEV_CANARY_SHOP_REPORTS', 'Nouveaux rapports établissement', true, { type: 'shop', ids: canaryIds.shops }],
    ['FEATUREDEV_CANARY_BILLING_PORTAL', 'Portail de facturation (toutes les organisations)', true, { type: 'organisation', ids: [] }],
    ['FEATUREDEV_CANARY_ORG_EXPORTS', 'Exports comptables (pilote)', false, { type: 'organisation', ids: canaryIds.organisations }],
  ];
  return [...known, ...others].map(([name, description, active, canary], i) => ({
    name,
    description,
    active: active ? 1 : 0,
    canary_release_type: canary?.type ?? null,
    canary_release_ids: JSON.stringify(canary?.ids ?? []),
    created_at: daysAgo(700 - i * 30),
    updated_at: daysAgo(5 + i),
  }));
}
