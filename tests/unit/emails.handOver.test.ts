import { describe, expect, it } from 'vitest';
import { awaitsHandOver } from '../../src/domain/emails/handOver.js';

describe('which sent messages the list asks about again (issue 28)', () => {
  it.each(['EMAIL_CREATED', 'EMAIL_SEND_TO_PROVIDER', 'SMS_CREATED', 'SMS_SEND_TO_PROVIDER'])('%s is still being handed over', (status) => {
    expect(awaitsHandOver(status)).toBe(true);
  });
  it.each(['EMAIL_DELIVERED', 'EMAIL_DELIVERED_LOCALLY', 'EMAIL_DEFERRED', 'EMAIL_BLOCKED', 'EMAIL_OPENED', 'SMS_ERROR', 'CREATED', 'EMAIL_CREATED_X'])('%s is settled for the list', (status) => {
    expect(awaitsHandOver(status)).toBe(false);
  });
});
