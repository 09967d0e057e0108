/**
 * Where our server mounts each back-end service ("" = the super-admin API's own paths), as /config.json
 * announces them; each service behaves as if it were its own host. No TypeBox here, so the console may
 * import these values.
 */
export const SERVICE_PATHS = {
  superAdmin: '',
  auth: '',
  labourLaws: '/services/labour-laws',
  payConfig: '/services/pay-configs',
  events: '/services/events',
  emails: '/services/emails',
} as const;
