import { describe, expect, it } from 'vitest';
import { shopIdentityProblems } from '../../src/domain/shopIdentity';

const values = (overrides: Partial<Parameters<typeof shopIdentityProblems>[0]>) => ({ siret: '', billingEmail: '', postalCode: '', country: 'FR', ...overrides });

describe("the shop details form's own checks (issue 28)", () => {
  it.each([
    ['blank fields: nothing to say (sent as null)', {}, {}],
    ['a 14-digit SIRET', { siret: '12345678900012' }, {}],
    ['a 13-digit SIRET', { siret: '1234567890001' }, { siret: 'siret_format' }],
    ['a SIRET with a space', { siret: '123 45678900012' }, { siret: 'siret_format' }],
    ['an e-mail', { billingEmail: 'compta@fleurs.example' }, {}],
    ['an e-mail without a domain', { billingEmail: 'compta@fleurs' }, { billing_email: 'email_format' }],
    ['a French postcode', { postalCode: '75011' }, {}],
    ['a four-digit French postcode', { postalCode: '7501' }, { postal_code: 'postcode_format' }],
    ['a Belgian postcode', { postalCode: '1000', country: 'BE' }, {}],
    ['a French postcode in Belgium', { postalCode: '75011', country: 'BE' }, { postal_code: 'postcode_format' }],
    ['a Dutch postcode', { postalCode: '1012 AB', country: 'NL' }, {}],
    ['a Portuguese postcode', { postalCode: '1000-001', country: 'PT' }, {}],
    ['a Polish postcode', { postalCode: '00-950', country: 'PL' }, {}],
    ['a British postcode', { postalCode: 'SW1A 1AA', country: 'GB' }, {}],
    ['a Romanian postcode', { postalCode: '010011', country: 'RO' }, {}],
    ['a country without a rule', { postalCode: 'anything', country: 'XX' }, {}],
  ])('%s', (_name, overrides, expected) => {
    expect(shopIdentityProblems(values(overrides))).toEqual(expected);
  });
});
