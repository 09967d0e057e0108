import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftToken } from '../api/support/http.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';

/**
 * Issue 8, "Refresh". tests/api/auth.test.ts already covers one rotation, one reuse, one sign-out
 * and garbage tokens; this file adds what an attacker would try next: a leaked token from several
 * generations back, two concurrent uses of one token (issue 26: they share one pair), the rotation overlap, sign-out with a stale token, forged and
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

  it('two concurrent uses of one refresh token all get the same pair, and the session lives on (rotation overlap)', async () => {
    const pair = await admin();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refresh(pair.refresh_token)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const issued: Pair[] = answers.map((answer) => answer.json());
    // one rotation happened: every caller holds the same pair, so there are never two live families of tokens
    expect(new Set(issued.map((p) => p.refresh_token)).size).toBe(1);
    expect(new Set(issued.map((p) => p.token)).size).toBe(1);
    expect(await currentUserStatus(issued[0].token)).toBe(200);
    expect((await refresh(issued[0].refresh_token)).statusCode).toBe(200);
  });

  // Issue 26, "Access": a reload while a refresh is in flight loses the rotated pair with the page; the console
  // presents the previous refresh token again and must get the same pair back, not a revoked session.
  describe('rotation overlap', () => {
    const backdateUse = (refreshToken: string, seconds: number) =>
      t.db
        .updateTable('refresh_tokens')
        .set({ used_at: new Date(Date.now() - seconds * 1000).toISOString() })
        .where('id', '=', String(decodeJwt(refreshToken).jti))
        .execute();

    it('the previous refresh token, presented again within 30 s, gets the very pair its first use issued', async () => {
      const first = await admin();
      const second = await rotate(first);
      // the answer was lost with the page: the console still holds `first`
      const again = await refresh(first.refresh_token);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(second);
      await backdateUse(first.refresh_token, 25);
      expect((await refresh(first.refresh_token)).json()).toEqual(second);
      // the pair works and rotates on as usual: the session was not revoked
      expect(await currentUserStatus(second.token)).toBe(200);
      const third = await rotate(second);
      expect(await currentUserStatus(third.token)).toBe(200);
      const sid = String(decodeJwt(first.token).sid);
      const session = await t.db.selectFrom('sessions').select('revoked_at').where('id', '=', sid).executeTakeFirstOrThrow();
      expect(session.revoked_at).toBeNull();
    });

    it('the previous refresh token presented after 30 s is a reuse: the whole family is revoked', async () => {
      const first = await admin();
      const second = await rotate(first);
      await backdateUse(first.refresh_token, 31);
      const reused = await refresh(first.refresh_token);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error).toBe('refresh_token_reused');
      expect(await currentUserStatus(second.token)).toBe(401);
      expect((await refresh(second.refresh_token)).json().error).toBe('session_revoked');
    });

    it('a token older than the previous one gets no overlap, even within 30 s', async () => {
      const first = await admin();
      const second = await rotate(first);
      const third = await rotate(second);
      const reused = await refresh(first.refresh_token);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error).toBe('refresh_token_reused');
      expect(await currentUserStatus(third.token)).toBe(401);
    });

    it('the overlap belongs to the session: the token id presented under another live session gets nothing', async () => {
      const first = await admin();
      await rotate(first);
      const other = await admin();
      const { exp: _exp, iat: _iat, ...claims } = decodeJwt(first.refresh_token);
      const crafted = await craftToken({ ...claims, sid: decodeJwt(other.token).sid }, { subject: String(claims.sub) });
      const answer = await refresh(crafted);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error).toBe('invalid_refresh_token');
      expect(await currentUserStatus(other.token)).toBe(200);
    });
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
