import type { NewOrganisation } from '../../../server/routes/organisations/store.js';
import type { NewShop } from '../../../server/routes/shops/store.js';
import type { NewUser } from '../../../server/routes/users/store.js';

/** Rows for the write modules with every column that has a database default filled in (tests name only what matters). */
const now = () => new Date().toISOString();

export function organisationValues(values: Pick<NewOrganisation, 'name'> & Partial<NewOrganisation>): NewOrganisation {
  return {
    status: 'active',
    sms_limit: 0,
    clusters: 0,
    is_new_offer: 0,
    is_enterprise: 0,
    created_from_svc_billing_automation: 0,
    created_at: now(),
    updated_at: now(),
    ...values,
  };
}

export function shopValues(values: Pick<NewShop, 'organisation_id' | 'name'> & Partial<NewShop>): NewShop {
  return {
    country: 'FR',
    timezone: 'Europe/Paris',
    flexible_convention: 0,
    badging: 0,
    automatic_planning_active: 0,
    cancelled: 0,
    created_at: now(),
    updated_at: now(),
    ...values,
  };
}

export function userValues(values: Pick<NewUser, 'first_name' | 'last_name'> & Partial<NewUser>): NewUser {
  return {
    email: null,
    lang: 'fr',
    super_admin: 0,
    permissions: '[]',
    time_clock_only: 0,
    created_at: now(),
    updated_at: now(),
    ...values,
  };
}

export function jobValues(values: { kind: string; status: string } & Partial<{ singleton_key: string | null; created_at: string; started_at: string | null; heartbeat_at: string | null }>) {
  return { progress: 0, total: 0, payload: '{}', created_at: now(), ...values };
}
