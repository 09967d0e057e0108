// Issue 26, "Load and memory": the background work the load scenario runs under (an outbox burst of about 2,000
// messages from group PIN sends, by SMS and e-mail, and a batch of invoice PDFs), the server's event-loop delay
// (its health details) and its resident memory, sampled from /proc while the load runs.
import { readFileSync } from 'node:fs';
import type { ServerProcess } from './server.js';

/** Organisations whose users get their PIN by SMS and e-mail: about 40 users each, two messages a user. */
const PIN_ORGANISATIONS = Number(process.env.BENCH_BURST_ORGANISATIONS ?? 25);
/** New invoices whose PDF the job worker renders during the load. */
const PDF_BATCH = Number(process.env.BENCH_PDF_BATCH ?? 40);

/** The resident set of a process in MiB (Linux /proc; 0 elsewhere). */
export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** Samples the server's RSS every 250 ms until stopped: the peak. */
export function sampleRss(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/** Waits until the resident set stops moving (start-up settled): the idle figure. */
export async function idleRss(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = rssMb(pid);
    if (Math.abs(now - last) <= 1) return now;
    last = now;
  }
  return last;
}

interface HealthDetails {
  event_loop: { p50_ms: number; p99_ms: number; max_ms: number };
  memory: { rss_mb: number; heap_used_mb: number };
}

export async function healthDetails(server: ServerProcess, headers: Record<string, string>, reset = false): Promise<HealthDetails> {
  const response = await fetch(`${server.url}/super_admin/api/health${reset ? '?reset=true' : ''}`, { headers });
  if (!response.ok) throw new Error(`health details: ${response.status} ${await response.text()}`);
  return (await response.json()) as HealthDetails;
}

async function post(server: ServerProcess, headers: Record<string, string>, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Starts the background work: PDF_BATCH new invoices whose documents the worker renders, then group PIN sends (SMS and
 * e-mail) to PIN_ORGANISATIONS organisations, whose jobs queue about 2,000 messages that the outbox then delivers.
 */
export async function startBackgroundWork(server: ServerProcess, headers: Record<string, string>): Promise<{ pinJobs: number; invoices: number }> {
  const { organisations } = (await (await fetch(`${server.url}/super_admin/api/organisations?sort=employees_count&direction=desc`, { headers })).json()) as {
    organisations: { id: number }[];
  };
  const { shops } = (await (await fetch(`${server.url}/super_admin/api/shops?sort=id&direction=asc`, { headers })).json()) as { shops: { id: number }[] };
  for (let i = 0; i < PDF_BATCH; i++) {
    await post(server, headers, '/super_admin/api/stripe_charges', {
      stripe_charge: {
        total: `${100 + i},00`,
        customer_email: `billing${i}@client.example`,
        customer_social_denomination: `Bench client ${i}`,
        customer_address: '12 rue de la Paix',
        customer_postal_code: '69001',
        customer_city: 'Lyon',
        customer_country: 'FR',
        shop_id: shops[i % shops.length].id,
      },
      stripe_invoice: { kind: 'subscription', zone: 'france_metropole', payment_or_refund: 'payment' },
      from_scratch: true,
    });
  }
  // queued after the invoices (one job at a time, oldest first): the PDFs render while the burst is being queued
  let pinJobs = 0;
  for (const organisation of organisations.slice(0, PIN_ORGANISATIONS)) {
    await post(server, headers, '/super_admin/api/pins', { type: 'organisation', organisation_id: organisation.id, send_sms: true, send_mail: true });
    pinJobs++;
  }
  return { pinJobs, invoices: PDF_BATCH };
}

/** What the background work got done by the end of the load (read from the database once the server stopped). */
export async function backgroundCounts(databaseUrl: string, since: string): Promise<{ messages: number; delivered: number; pdfs: number }> {
  const { openDatabase } = await import('../../server/db/index.js');
  const handle = openDatabase(databaseUrl);
  try {
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await query.executeTakeFirstOrThrow()).n);
    const db = handle.db;
    return {
      messages: await count(db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since)),
      delivered: await count(
        db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).where('status', 'like', '%DELIVERED%'),
      ),
      pdfs: await count(
        db
          .selectFrom('stripe_charges')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_social_denomination', 'like', 'Bench client%')
          .where('visible', '=', 1),
      ),
    };
  } finally {
    await handle.close();
  }
}
