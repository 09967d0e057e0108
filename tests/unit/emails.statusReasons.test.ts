import { describe, expect, it } from 'vitest';
import { reasonOf, reasonText, STATUS_REASON_KEYS, type StatusReason } from '../../src/domain/emails/statusReasons';

/** Issue 28: the outbox's reasons (server/outbox/delivery.ts) as stable keys the console translates. */
describe('outbox status reasons', () => {
  const reasons: [StatusReason, string][] = [
    [{ key: 'setting_missing', params: { setting: 'SMTP_URL' } }, 'SMTP_URL is not set'],
    [{ key: 'setting_missing', params: { setting: 'SMS_PROVIDER_URL' } }, 'SMS_PROVIDER_URL is not set'],
    [{ key: 'attempt_interrupted', params: {} }, 'the previous attempt was interrupted'],
    [{ key: 'blacklist_check', params: {} }, 'blacklist check'],
    [{ key: 'blacklisted', params: { recipients: 'a@x.example, b@x.example' } }, 'blacklisted: a@x.example, b@x.example'],
    [{ key: 'blacklisted_partly', params: { recipients: 'spam.trap@client.example' } }, 'blacklisted, not sent to: spam.trap@client.example'],
    [{ key: 'attempts_exhausted', params: { attempts: 3, error: 'connect ECONNREFUSED 127.0.0.1:1' } }, 'after 3 attempts: connect ECONNREFUSED 127.0.0.1:1'],
    [
      { key: 'retry_scheduled', params: { error: 'Greeting never received', at: '2026-03-12T09:00:04.120Z' } },
      'Greeting never received (next attempt after 2026-03-12T09:00:04.120Z)',
    ],
  ];

  it.each(reasons)('%o is stored as "%s" (the text the outbox always wrote) and read back', (reason, text) => {
    expect(reasonText(reason)).toBe(text);
    expect(reasonOf(text)).toEqual(reason);
  });

  it('covers every key', () => {
    expect([...new Set(reasons.map(([reason]) => reason.key))].sort()).toEqual([...STATUS_REASON_KEYS].sort());
  });

  it.each([null, undefined, '', '{"response":"250 OK"}', 'nina@record.example: mailbox full', 'smtp_url is not set'])('reads no reason in %o (shown as it is)', (detail) => {
    expect(reasonOf(detail)).toBeNull();
  });
});
