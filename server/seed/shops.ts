import { chance, daysAgo, siret } from './random.js';
import { BIZDEVS, COACHES } from './staff.js';
import { jitter, pickCity, streetAddress, TIMEZONES, type City } from './places.js';
import type { SeedContext } from './context.js';
import type { OrganisationPlan } from './organisations.js';
import type { OrganisationRow, ShopRow } from './rows.js';
import { shopOrganisationColumns, shopReferentColumns } from '../lists/displayCopies.js';
import { sortKey } from '../../src/domain/sortKey.js';

export interface GeneratedShop {
  row: ShopRow;
  city: City;
}

/**
 * The shops of one organisation. The first shop is in the organisation's home city, the others
 * near it half of the time. referent_user_id and nb_employees are filled in once people exist.
 */
export function buildShops(ctx: SeedContext, plan: OrganisationPlan, organisation: OrganisationRow): GeneratedShop[] {
  const { faker } = ctx;
  const cancelledOrganisation = plan.status === 'cancelled';
  const bizdev = faker.helpers.arrayElement(BIZDEVS);
  const coach = faker.helpers.arrayElement(COACHES);
  const seen = new Map<string, number>();
  return plan.employeesPerShop.map((_, i) => {
    const city = i === 0 || chance(faker, 0.5) ? plan.homeCity : pickCity(faker, plan.country);
    const { lat, lng } = jitter(faker, city);
    const sameCity = (seen.get(city.name) ?? 0) + 1;
    seen.set(city.name, sameCity);
    const base = plan.name.includes(city.name) ? plan.name : `${plan.name} ${city.name}`;
    const name = sameCity > 1 ? `${base} ${sameCity}` : base;
    const age = Math.max(2, plan.createdDaysAgo - i * faker.number.int({ min: 5, max: 60 }));
    const createdAt = daysAgo(age);
    const cancelled = cancelledOrganisation || (plan.status !== 'waiting' && chance(faker, 0.03));
    const row: ShopRow = {
      id: ctx.ids.next('shops'),
      organisation_id: plan.id,
      name,
      corporate_name: plan.employeesPerShop.length > 1 ? `${name} ${plan.legalForm}` : plan.corporateName,
      address: streetAddress(faker, city),
      postal_code: city.postalCode,
      city: city.name,
      country: plan.country,
      lat,
      lng,
      convention: plan.convention,
      flexible_convention: chance(faker, 0.05) ? 1 : 0,
      sector: plan.sector,
      timezone: TIMEZONES[plan.country],
      siret: organisation.siren ? siret(organisation.siren, i + 1) : null,
      referent_user_id: null,
      bizdev: chance(faker, 0.85) ? bizdev : null,
      coach: chance(faker, 0.7) ? coach : null,
      labour_law_id: null,
      badging: chance(faker, 0.45) ? 1 : 0,
      automatic_planning_active: chance(faker, 0.25) ? 1 : 0,
      nb_employees: 0,
      cancelled: cancelled ? 1 : 0,
      cancelled_at: cancelled ? daysAgo(faker.number.int({ min: 1, max: age - 1 })) : null,
      name_sort: sortKey(name),
      ...shopOrganisationColumns(organisation),
      // the referent's keys and copies are set with the referent (bundle.ts)
      ...shopReferentColumns(null),
      organisation_deleted_at: null,
      max_automatic_planning_uses: 0,
      automatic_planning_uses_left: 0,
      // issue 17 (migration 0024), set below without a draw from faker
      deleted_at: null,
      excluded_from_cash_recovery_at: null,
      created_from_svc_billing_automation: 0,
      mobile_punch_clock: 0,
      pack_offer_name: null,
      billing_email: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
    // automatic-planning credits (no draw from faker: the rest of the dataset stays as it was)
    if (row.automatic_planning_active === 1) {
      row.max_automatic_planning_uses = 5 * (1 + (row.id % 3));
      row.automatic_planning_uses_left = row.max_automatic_planning_uses - (row.id % 4);
    }
    // the shop record (issue 17): billing e-mail, the organisation's billing-automation shops, a few mobile punch clocks
    // and shop-level packs, a few shops out of cash recovery (no draw from faker either)
    row.billing_email = `factures+${row.id}@${organisation.siren ? `siren${organisation.siren}` : 'client'}.example`;
    row.created_from_svc_billing_automation = organisation.created_from_svc_billing_automation === 1 && i % 2 === 0 ? 1 : 0;
    row.mobile_punch_clock = row.badging === 1 && organisation.is_new_offer !== 1 && row.id % 3 === 0 ? 1 : 0;
    if (row.id % 7 === 0) row.pack_offer_name = row.id % 2 === 0 ? 'premium' : 'success';
    if (row.id % 23 === 0) row.excluded_from_cash_recovery_at = createdAt;
    // most shops follow their agreement's or their country's law; the others have none yet
    if (chance(faker, 0.8)) row.labour_law_id = ctx.labourLawFor(row);
    return { row, city };
  });
}
