// The outside mail systems of the end-to-end run, started by Playwright next to the console's server:
// a real SMTP server and an SMS provider stand-in on fixed ports (the server is pointed at them), and a
// small mailbox over HTTP so that the tests, in other processes, can read what arrived.
import { createServer } from 'node:http';
import { startSmsProvider, startSmtpServer } from '../../api/support/mailServers';
import { E2E } from './env';

const smtp = await startSmtpServer(E2E.smtpPort);
const sms = await startSmsProvider(E2E.smsPort);

createServer((request, response) => {
  if (request.url === '/health') return response.writeHead(200).end('ok');
  if (request.url === '/messages') {
    const mails = smtp.received.map(({ from, to, decoded }) => ({ from, to, text: decoded }));
    return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mails, sms: sms.received }));
  }
  response.writeHead(404).end();
}).listen(E2E.mailboxPort, '127.0.0.1');
