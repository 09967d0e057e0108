import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftToken } from '../api/support/http.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';

/**
 * Issue 8, "Refresh". tests/api/auth.test.ts already covers one rotation, one reuse, one sign-out
 * and garbage tokens; this file adds what an attacker would try next: a leaked token from several
 * generations back, two concurrent uses of one token, sign-out with a stale token, forged and
 * expired refresh tokens, and a super admin demoted or archived while their session lives.
 * The console side (several calls hitting 401 at once share one refresh) is
 * tests/unit/auth.tokens.test.ts "one shared refresh when several calls hit 401 at once".
 */
describe.each(databases())('refresh tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSecurityApp(kind);
  });
  afterAll(() => t?.close());

  type Pair = { token: string; refresh_token: string };
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v3/auth/refresh', payload: { refresh_token: refreshToken } });
  const signOut = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/v3/auth/sign_out', payload: { refresh_token: refreshToken } });
  const currentUserStatus = async (token: string) =>
    (await t.app.inject({ url: '/super_admin/api/current_user', headers: { authorization: `Bearer ${token}` } })).statusCode;
  const rotate = async (pair: Pair): Promise<Pair> => {
    const response = await refresh(pair.refresh_token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const admin = () => t.signInAs('fullAdmin');

  it('a token leaked three generations ago revokes the whole family, and only that family', async () => {
    const generations: Pair[] = [await admin()];
    for (let i = 0; i < 3; i++) generations.push(await rotate(generations[generations.length - 1]));
    const otherSession = await admin();

    const reused = await refresh(generations[0].refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('refresh_token_reused');

    for (const pair of generations) {
      expect(await currentUserStatus(pair.token)).toBe(401);
      const again = await refresh(pair.refresh_token);
      expect(again.statusCode).toBe(401);
      expect(['session_revoked', 'refresh_token_reused']).toContain(again.json().error);
    }
    // the other session of the same user lives on
    expect(await currentUserStatus(otherSession.token)).toBe(200);
    expect((await refresh(otherSession.refresh_token)).statusCode).toBe(200);

    const sid = String(decodeJwt(generations[0].token).sid);
    const audit = await t.db.selectFrom('audit_events').select('action').where('entity_id', '=', sid).execute();
    expect(audit.map((row) => row.action)).toContain('auth.refresh_reuse');
  });

  it('two concurrent uses of one refresh token never give two live pairs', async () => {
    const pair = await admin();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(pair.refresh_token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.every((status) => status === 200 || status === 401), statuses.join(',')).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    // whatever won, the session is now revoked as a reuse: nothing issued from it still works
    for (const answer of answers.filter((a) => a.statusCode === 200)) {
      const issued: Pair = answer.json();
      expect(await currentUserStatus(issued.token)).toBe(401);
      expect((await refresh(issued.refresh_token)).statusCode).toBe(401);
    }
    for (const answer of answers.filter((a) => a.statusCode === 401)) {
      expect(['refresh_token_reused', 'session_revoked']).toContain(answer.json().error);
    }
  });

  it('sign-out with an already rotated (stale) refresh token still ends the session; a second sign-out is harmless', async () => {
    const first = await admin();
    const second = await rotate(first);
    expect((await signOut(first.refresh_token)).statusCode).toBe(204);
    expect(await currentUserStatus(second.token)).toBe(401);
    expect((await refresh(second.refresh_token)).json().error).toBe('session_revoked');
    expect((await signOut(second.refresh_token)).statusCode).toBe(204);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', String(decodeJwt(first.token).sid))
      .where('action', '=', 'auth.sign_out')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses forged, expired and mistyped refresh tokens without touching the session', async () => {
    const pair = await admin();
    const claims = decodeJwt(pair.refresh_token);
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const subject = String(claims.sub);
    const forged = {
      'signed with another key': await craftToken(rest, { subject, secret: 'another-key-another-key-another-key-42!' }),
      expired: await craftToken(rest, { subject, expiresAt: Math.floor(Date.now() / 1000) - 60 }),
      'an access token': pair.token,
      'an impersonation-typed token': await craftToken({ ...rest, typ: 'impersonation' }, { subject }),
      'alg none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${pair.refresh_token.split('.')[1]}.`,
      'a known token id in another session': await craftToken({ ...rest, sid: '00000000-0000-4000-8000-000000000000' }, { subject }),
      // issue 13: the real claims, signed with the server key, but no expiry (it would never expire) or no type
      'without exp': await craftToken(rest, { subject, expiresAt: null }),
      'without typ': await craftToken({ ...rest, typ: undefined }, { subject }),
    };
    for (const [label, token] of Object.entries(forged)) {
      const response = await refresh(token);
      expect(response.statusCode, label).toBe(401);
      expect(response.json().error, label).toBe('invalid_refresh_token');
      // a token the server signed for an unknown session is a harmless sign-out (204); every other one is refused
      if (!label.startsWith('a known token id')) expect((await signOut(token)).statusCode, `sign-out with ${label}`).toBe(401);
    }
    // none of them used up or revoked the real token
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('a super admin demoted or archived during the session cannot refresh, and stays out', async () => {
    const probe = await createProbeAdmin(t);
    await t.db.updateTable('users').set({ super_admin: 0 }).where('email', '=', probe.email).execute();
    const demoted = await refresh(probe.refresh_token);
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error).toBe('no_super_admin_token');
    expect(await currentUserStatus(probe.token)).toBe(403);

    const other = await createProbeAdmin(t);
    await t.db.updateTable('users').set({ archived_at: new Date().toISOString() }).where('email', '=', other.email).execute();
    const archived = await refresh(other.refresh_token);
    expect(archived.statusCode).toBe(403);
    expect(archived.json().error).toBe('archived_user');
    // un-archiving does not bring the session back: it was revoked
    await t.db.updateTable('users').set({ archived_at: null }).where('email', '=', other.email).execute();
    expect((await refresh(other.refresh_token)).json().error).toBe('session_revoked');
    expect(await currentUserStatus(other.token)).toBe(401);
  });
});
