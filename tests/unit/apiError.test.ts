import { HttpError, type TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiErrorText, fieldErrorsUnder, readApiError } from '../../src/dataProviders/apiError';

/** A refusal as http.ts rejects it: react-admin's HttpError with the server's body (server/http/errors.ts). */
const refusal = (status: number, body: unknown) => new HttpError('errors.x', status, body);

/** A catalogue of a few keys, answering `_` (the default) for the others, as ra-i18n-i18next does. */
const CATALOGUE: Record<string, string> = {
  'errors.not_found': 'Introuvable.',
  'errors.rate_limited': 'Trop de demandes, réessayez dans %{seconds} s.',
  'errors.validation_failed': 'Certaines valeurs sont invalides.',
  'errors.validation_failed_fields': 'Certaines valeurs sont invalides : %{fields}.',
  'errors.internal_error': "Une erreur inattendue s'est produite.",
  'ra.notification.http_error': 'Erreur de communication avec le serveur',
  'shops.errors.siret_taken': 'Ce SIRET est déjà utilisé.',
  'shops.errors.save': "L'établissement n'a pas été enregistré.",
};
const translate: TranslateFunction = (key, options) => {
  const text = CATALOGUE[key] ?? (options?._ as string | undefined) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options?.[name] ?? ''));
};

describe('readApiError: the server’s {error, message, details}', () => {
  it('reads the uniform body of a validation refusal, with its field errors', () => {
    const read = readApiError(
      refusal(400, {
        error: 'validation_failed',
        message: ' The request is not valid. ',
        details: [
          { path: 'shop.siret', message: 'must match pattern "^[0-9]{14}$"' },
          { path: 'shop.billing_email', message: 'must match format "email"' },
          { path: 'shop.siret', message: 'a second problem of the same field' },
          { path: 'body', message: 'and 3 more problems' },
        ],
      }),
    );
    expect(read).toMatchObject({ status: 400, error: 'validation_failed', message: 'The request is not valid.' });
    expect(read.details).toHaveLength(4);
    // the first problem of each field; a problem of the whole body is no field's
    expect(read.fieldErrors).toEqual({ 'shop.siret': 'must match pattern "^[0-9]{14}$"', 'shop.billing_email': 'must match format "email"' });
    expect(fieldErrorsUnder(read, 'shop')).toEqual({ siret: 'must match pattern "^[0-9]{14}$"', billing_email: 'must match format "email"' });
    expect(fieldErrorsUnder(read, 'prospect')).toEqual({});
  });

  it('keeps the extra fields of details and the `errors` list some answers carry', () => {
    const read = readApiError(refusal(401, { error: 'labour_law_in_use', message: 'Labour law used by shops [3]', details: [{ shops_count: 3 }, 'not an object'] }));
    expect(read.details).toEqual([{ shops_count: 3 }]);
    expect(read.fieldErrors).toEqual({});
    const rows = [{ key: 'blank', field: 'email', users: ['Ana'] }];
    expect(readApiError(refusal(422, { error: 'invalid_rows', message: 'nope', errors: rows })).errors).toEqual(rows);
  });

  it.each<[string, unknown, { status: number | null; error: string | null; message: string | null }]>([
    ['a network failure', new TypeError('Failed to fetch'), { status: null, error: null, message: null }],
    ['nothing at all', undefined, { status: null, error: null, message: null }],
    ['an answer without a body', refusal(500, null), { status: 500, error: null, message: null }],
    ['a plain-text answer', refusal(502, ' Bad gateway '), { status: 502, error: null, message: 'Bad gateway' }],
    ['a blank message', refusal(500, { error: 'internal_error', message: '  ' }), { status: 500, error: 'internal_error', message: null }],
    ['a legacy body key', refusal(400, { key: 'bad_user' }), { status: 400, error: 'bad_user', message: null }],
    ['a legacy message holding a key', refusal(422, { message: '{"key":"user_archived"}' }), { status: 422, error: 'user_archived', message: '{"key":"user_archived"}' }],
    ['a message holding JSON without a key', refusal(500, { message: '{"detail":"x"}' }), { status: 500, error: null, message: '{"detail":"x"}' }],
    ['a non-string key', refusal(400, { error: 42, message: 'odd' }), { status: 400, error: null, message: 'odd' }],
    ['a plain {status, body} object', { status: 404, body: { error: 'not_found', message: 'No shop 4' } }, { status: 404, error: 'not_found', message: 'No shop 4' }],
  ])('reads %s', (_name, failure, expected) => {
    expect(readApiError(failure)).toMatchObject(expected);
  });
});

describe('apiErrorText: the spec’s key, then errors.<error>, then the server’s message for an unknown key, then the default', () => {
  const options = { fallback: 'shops.errors.save' };
  const siretTaken = refusal(409, { error: 'siret_taken', message: 'SIRET 123 is used by shop 9.' });

  it('gives the spec’s own key first', () => {
    const keyOf = ({ error }: { error: string | null }) => (error === 'siret_taken' ? 'shops.errors.siret_taken' : null);
    expect(apiErrorText(siretTaken, translate, { ...options, keyOf })).toBe('Ce SIRET est déjà utilisé.');
  });

  it('then the catalogue’s errors.<error> by default, with the values given (issue 28: never the server’s English for a known key)', () => {
    expect(apiErrorText(refusal(404, { error: 'not_found', message: 'No shop 4' }), translate, options)).toBe('Introuvable.');
    expect(apiErrorText(refusal(429, { error: 'rate_limited', message: 'Slow down' }), translate, { ...options, args: { seconds: 30 } })).toBe(
      'Trop de demandes, réessayez dans 30 s.',
    );
    expect(apiErrorText(refusal(400, { error: 'validation_failed', message: 'The request is not valid.' }), translate)).toBe('Certaines valeurs sont invalides.');
  });

  it('names the fields of a validation refusal, by their own names, once each', () => {
    const invalid = refusal(400, {
      error: 'validation_failed',
      message: 'The request is not valid.',
      details: [
        { path: 'shop.siret', message: 'must match pattern' },
        { path: 'shop.billing_email', message: 'must match format "email"' },
        { path: 'body', message: 'and 3 more problems' },
      ],
    });
    expect(apiErrorText(invalid, translate, options)).toBe('Certaines valeurs sont invalides : siret, billing_email.');
  });

  it('then the server’s message when the catalogues have no text for its key', () => {
    expect(apiErrorText(siretTaken, translate, options)).toBe('SIRET 123 is used by shop 9.');
  });

  it('then the default: no message, a network failure, the server’s message not wanted, a key vaguer than the screen’s words', () => {
    expect(apiErrorText(refusal(500, { error: 'internal_error', message: 'An unexpected error occurred.' }), translate, options)).toBe("L'établissement n'a pas été enregistré.");
    expect(apiErrorText(new TypeError('Failed to fetch'), translate, options)).toBe("L'établissement n'a pas été enregistré.");
    expect(apiErrorText(siretTaken, translate, { ...options, serverMessage: false })).toBe("L'établissement n'a pas été enregistré.");
    // catalogue: false skips the key's text, and a known key's English message is still not shown
    expect(apiErrorText(refusal(404, { error: 'not_found', message: 'No shop 4' }), translate, { ...options, catalogue: false })).toBe("L'établissement n'a pas été enregistré.");
    expect(apiErrorText(new TypeError('Failed to fetch'), translate)).toBe('Erreur de communication avec le serveur');
  });
});
