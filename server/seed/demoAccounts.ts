/**
 * Demo accounts created by the demo seed and documented in the README.
 * Their passwords are public, so they are refused when NODE_ENV=production.
 */
export const DEMO_COMPANY_DOMAIN = 'planora.example';

export const DEMO_ACCOUNTS = {
  /** a super admin holding every permission flag */
  fullAdmin: { email: `admin@${DEMO_COMPANY_DOMAIN}`, password: 'demo-admin-2026', firstName: 'Camille', lastName: 'Durand' },
  /** a super admin holding no optional permission flag */
  restrictedAdmin: { email: `support@${DEMO_COMPANY_DOMAIN}`, password: 'demo-support-2026', firstName: 'Louis', lastName: 'Bernard' },
  /** a customer (not a super admin) of an active organisation: signs in, but gets no super-admin token */
  customer: { email: 'claire.martin@client.example', password: 'demo-customer-2026', firstName: 'Claire', lastName: 'Martin' },
  /** customers that exercise each sign-in error of spec 1 §8 (same password as `customer`) */
  archived: { email: 'archived.user@client.example', password: 'demo-customer-2026', firstName: 'Paul', lastName: 'Archivé' },
  unconfirmed: { email: 'unconfirmed.user@client.example', password: 'demo-customer-2026', firstName: 'Inès', lastName: 'Nonconfirmée' },
  cancelledOrganisation: { email: 'cancelled.org@client.example', password: 'demo-customer-2026', firstName: 'Hugo', lastName: 'Résilié' },
  waitingOrganisation: { email: 'waiting.org@client.example', password: 'demo-customer-2026', firstName: 'Léa', lastName: 'Enattente' },
  timeClockDisabled: { email: 'timeclock.only@client.example', password: 'demo-customer-2026', firstName: 'Nathan', lastName: 'Badgeuse' },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

export const DEMO_PASSWORDS: ReadonlySet<string> = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.password));
