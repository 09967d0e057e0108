// The outside mail systems of the end-to-end run, started by Playwright next to the console's server:
// a real SMTP server and an SMS provider stand-in on fixed ports (the server is pointed at them), and a
// small mailbox over HTTP so that the tests, in other processes, can read what arrived.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { startSmsProvider, startSmtpServer } from '../../api/support/mailServers';
import { E2E } from './env';

const smtp = await startSmtpServer(E2E.smtpPort);
const sms = await startSmsProvider(E2E.smsPort);

/** A received mail's attachments: name, type, size and the bytes (base64), parsed by mailparser. */
async function attachmentsOf(raw: string) {
  const parsed = await simpleParser(raw);
  return parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, size: a.size, base64: a.content.toString('base64') }));
}

createServer((request, response) => {
  if (request.url === '/health') return response.writeHead(200).end('ok');
  if (request.url === '/messages') {
    Promise.all(smtp.received.map(async ({ from, to, decoded, raw }) => ({ from, to, text: decoded, attachments: await attachmentsOf(raw) }))).then(
      (mails) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mails, sms: sms.received })),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
    return;
  }
  response.writeHead(404).end();
}).listen(E2E.mailboxPort, '127.0.0.1');
