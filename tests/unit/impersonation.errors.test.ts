import { describe, expect, it } from 'vitest';
import { readApiError } from '../../src/dataProviders/apiError';
import { impersonationErrorMessage } from '../../src/domain/impersonationError';

/** A failed call as http.ts rejects it (react-admin's HttpError: status and body), read by the one error reader. */
type Failure = { status?: number; body?: unknown };
const messageOf = (failure: Failure, app: string) => impersonationErrorMessage(readApiError(failure), app);

const APP = 'Planora';

describe('impersonation failure message (spec 1 §8)', () => {
  describe('1. a server message that is JSON with a key: errors.{key}', () => {
    it.each<[string, Failure, string]>([
      ['legacy message holding JSON', { status: 422, body: { message: '{"key":"user_archived"}' } }, 'errors.user_archived'],
      ['legacy message holding JSON, even on a 403', { status: 403, body: { message: '{"key":"other_super_admin"}' } }, 'errors.other_super_admin'],
      ['plain-text body holding JSON', { status: 500, body: '{"key":"maintenance"}' }, 'errors.maintenance'],
      ['a key on the body', { status: 400, body: { key: 'bad_user' } }, 'errors.bad_user'],
      ['this API’s uniform error key', { status: 403, body: { error: 'impersonation_forbidden', message: 'This user may not be impersonated' } }, 'errors.impersonation_forbidden'],
      ['this API’s 404', { status: 404, body: { error: 'not_found', message: 'User not found' } }, 'errors.not_found'],
    ])('%s', (_name, failure, key) => {
      expect(messageOf(failure, APP)).toEqual({ key });
    });
  });

  describe('2. otherwise a 403: "Impossible de se connecter en tant que cet utilisateur"', () => {
    it.each<[string, Failure]>([
      ['with a message that is not JSON', { status: 403, body: { message: 'Forbidden' } }],
      ['with JSON that has no key', { status: 403, body: { message: '{"reason":"archived"}' } }],
      ['with no body', { status: 403 }],
      ['with an empty key', { status: 403, body: { key: '  ' } }],
    ])('%s', (_name, failure) => {
      expect(messageOf(failure, APP)).toEqual({ key: 'impersonation.errors.forbidden' });
    });
  });

  describe('3. otherwise the server message as it is', () => {
    it.each<[string, Failure, string]>([
      ['message of a JSON body', { status: 500, body: { message: 'Service indisponible' } }, 'Service indisponible'],
      ['plain-text body', { status: 502, body: 'Bad gateway' }, 'Bad gateway'],
      ['trimmed', { status: 500, body: { message: '  Erreur interne  ' } }, 'Erreur interne'],
      ['JSON message without a key', { status: 500, body: { message: '{"detail":"x"}' } }, '{"detail":"x"}'],
    ])('%s', (_name, failure, message) => {
      expect(messageOf(failure, APP)).toEqual({ key: 'impersonation.errors.server_message', params: { message } });
    });
  });

  describe('4. with no message at all: the generic text naming the main application', () => {
    it.each<[string, Failure]>([
      ['network failure (no status)', {}],
      ['500 without a body', { status: 500, body: null }],
      ['empty message', { status: 500, body: { message: '' } }],
      ['blank text body', { status: 504, body: '   ' }],
    ])('%s', (_name, failure) => {
      expect(messageOf(failure, APP)).toEqual({ key: 'impersonation.errors.generic', params: { app: APP } });
    });
  });
});
