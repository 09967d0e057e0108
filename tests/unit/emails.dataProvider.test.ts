import { describe, expect, it } from 'vitest';
import type { EmailDisplay } from '../../src/contracts/emails';
import { emailsMethods } from '../../src/dataProviders/emails';
import type { HttpClient } from '../../src/dataProviders/http';

const display: EmailDisplay = {
  id: 7,
  subject: 'Votre code PIN',
  to: ['a@client.example'],
  status: 'EMAIL_DELIVERED',
  history: [],
  content: { url: '/services/emails/content/7?expires=1&signature=s' },
  attachments: [{ name: 'sample.txt', contentType: 'text/plain', size: 100, url: '/services/emails/attachments/3?expires=1&signature=t' }],
};
const answering = (json: unknown): HttpClient => (async () => ({ status: 200, headers: new Headers(), json, requestId: 'r' })) as unknown as HttpClient;

describe('the e-mail display: signed links on the service host', () => {
  it('keeps the paths when the service is on the console’s own origin', async () => {
    const answer = await emailsMethods('/services/emails', answering(display)).emailDisplay(7);
    expect([answer.content.url, answer.attachments[0].url]).toEqual([display.content.url, display.attachments[0].url]);
  });

  it('puts them on the service’s origin when it is another host', async () => {
    const answer = await emailsMethods('https://mail.example/services/emails', answering(display)).emailDisplay(7);
    expect(answer.content.url).toBe('https://mail.example/services/emails/content/7?expires=1&signature=s');
    expect(answer.attachments[0].url).toBe('https://mail.example/services/emails/attachments/3?expires=1&signature=t');
  });
});
