import { Value } from 'typebox/value';
import { SHOP_SETTING_DOCUMENTS, type ShopSettingDocuments } from '../../../src/contracts/replication.js';
import { DOCUMENT_OPTIONS } from '../../../src/domain/replication/options.js';
import { FastRandom } from '../pools.js';

const POSTES = ['Caisse', 'Cuisine', 'Salle', 'Accueil', 'Réserve', 'Livraison', 'Plonge', 'Bar', 'Rayon frais', 'Drive'];
const TEAMS = ['Matin', 'Soir', 'Week-end', 'Nuit', 'Ouverture', 'Fermeture'];
const ABSENCES = [
  { key: 'paid_leave', name: 'Congés payés', paid: true },
  { key: 'sick_leave', name: 'Arrêt maladie', paid: false },
  { key: 'rtt', name: 'RTT', paid: true },
  { key: 'unpaid_leave', name: 'Congé sans solde', paid: false },
  { key: 'training', name: 'Formation', paid: true },
  { key: 'lateness', name: 'Retard', paid: false },
];
const COLOURS = ['#1e88e5', '#43a047', '#e53935', '#fb8c00', '#8e24aa', '#00897b', '#6d4c41', '#3949ab'];

const some = <T>(rng: FastRandom, list: readonly T[], min: number, max: number): T[] => list.filter(() => rng.chance(0.5)).slice(0, rng.int(min, max));

/** One shop's documents: varied values, each checked against its contract (a seed that breaks a contract fails loudly). */
export function shopSettingDocuments(rng: FastRandom): ShopSettingDocuments {
  const documents: ShopSettingDocuments = {
    meal_rules: { meal_allowance_cents: rng.pick([0, 350, 420, 520, 790]), min_shift_minutes_for_meal: rng.pick([240, 300, 360, 420]), meal_in_kind: rng.chance(0.4) },
    postes: { postes: some(rng, POSTES, 1, 6).map((name) => ({ name, color: rng.pick(COLOURS) })) },
    teams: { teams: some(rng, TEAMS, 0, 4).map((name) => ({ name })) },
    absences: { absence_types: some(rng, ABSENCES, 1, 6) },
    optimisation_settings: { target_productivity: rng.pick([0, 80, 95, 120, 150]), max_overstaffing_percent: rng.pick([0, 5, 10, 20]), min_shift_minutes: rng.pick([120, 180, 240]) },
    automatic_planning_rules: { max_consecutive_days: rng.int(5, 7), min_rest_hours: rng.pick([10, 11, 12]), split_shifts_allowed: rng.chance(0.3) },
    paid_breaks: { paid_break_minutes: rng.pick([0, 10, 15, 20, 30]), per_worked_minutes: rng.pick([240, 360, 480]) },
    tax_rate: { tax_rate_percent: rng.pick([5.5, 10, 20, 7.7, 21, 19]) },
    advanced_annualization: { reference_period_start: rng.pick(['01-01', '06-01', '09-01', '04-01']), annual_hours: rng.pick([1_607, 1_600, 1_582]), counters_reset: rng.chance(0.7) },
  };
  for (const option of DOCUMENT_OPTIONS) {
    if (!Value.Check(SHOP_SETTING_DOCUMENTS[option], documents[option])) throw new Error(`seed: ${option} breaks its contract`);
  }
  return documents;
}

/** The demo shops' replication documents (issue 32), their own generator: the faker stream is untouched. */
export function demoShopSettingDocuments(shops: readonly { id: number; updated_at: string }[], seed: number) {
  const rng = new FastRandom(seed ^ 0x3e9c1a);
  return shops.flatMap((shop) => {
    const documents = shopSettingDocuments(rng);
    return DOCUMENT_OPTIONS.map((option) => ({ shop_id: shop.id, option, document: JSON.stringify(documents[option]), updated_at: shop.updated_at }));
  });
}
