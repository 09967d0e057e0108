import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the message as it arrived */
  raw: string;
  /** the same with quoted-printable soft breaks and escapes decoded (to read the text and HTML parts) */
  decoded: string;
}

/** A real SMTP server on a local port (random by default) that keeps what it receives; recipients at fail.example are refused (451). */
export async function startSmtpServer(port = 0): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@fail.example')) return callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          decoded: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${bound}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A stand-in SMS provider: keeps every JSON POST; answers 503 for numbers ending in 0000. */
export async function startSmsProvider(port = 0): Promise<{ url: string; received: { to: string; text: string; reference: string }[]; close(): Promise<void> }> {
  const received: { to: string; text: string; reference: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const sms = JSON.parse(body) as { to: string; text: string; reference: string };
      if (sms.to.endsWith('0000')) return response.writeHead(503).end('provider down');
      received.push(sms);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `sms-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${bound}/sms`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
