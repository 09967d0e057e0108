import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/types/index.js';
import { createOrganisation, updateOrganisation, type NewOrganisation } from '../../../server/routes/organisations/store.js';
import { createShop } from '../../../server/routes/shops/store.js';
import { addMembership, createUser } from '../../../server/routes/users/store.js';
import { organisationValues, shopValues, userValues } from './fixtures.js';

export interface BuiltOrganisation {
  id: number;
  shopId: number;
  adminId: number;
  secondAdminId: number;
  plannerId: number;
  licenceIds: number[];
}

let serial = 0;

/**
 * An organisation with one shop, two administrators (system_admin licence), a planner and an
 * archived administrator; the first administrator is its owner.
 */
export async function buildOrganisation(db: Kysely<Database>, values: Partial<NewOrganisation> = {}): Promise<BuiltOrganisation> {
  const n = ++serial;
  return db.transaction().execute(async (trx) => {
    const id = await createOrganisation(trx, organisationValues({ name: `Record ${n} ${Date.now()}`, siren: `5${String(n).padStart(8, '0')}`, ...values }));
    const shopId = await createShop(trx, shopValues({ organisation_id: id, name: `Record shop ${n}`, lat: 45.75, lng: 4.85, convention: null, city: 'Lyon' }));
    const licence = async (name: string, original_type: string, position: number) =>
      (await trx.insertInto('licenses').values({ organisation_id: id, name, position, visible: 1, active: 1, original_type }).returning('id').executeTakeFirstOrThrow()).id;
    const admin = await licence('Administrateur', 'system_admin', 0);
    const planner = await licence('Planificateur', 'planner', 1);
    const person = async (first: string, last: string, license_id: number, archived = false) => {
      const userId = await createUser(
        trx,
        userValues({ first_name: first, last_name: last, email: `${first}.${last}.${n}@client.example`.toLowerCase(), phone: `+3360000${String(n).padStart(4, '0')}`, archived_at: archived ? new Date().toISOString() : null }),
      );
      await addMembership(trx, { user_id: userId, organisation_id: id, shop_id: shopId, license_id, main: 1, created_at: new Date().toISOString() });
      return userId;
    };
    const adminId = await person('Alice', 'Admin', admin);
    const secondAdminId = await person('Bruno', 'Admin', admin);
    const plannerId = await person('Chloé', 'Planner', planner);
    await person('Zoé', 'Archived', admin, true);
    await updateOrganisation(trx, id, { owner_id: adminId });
    return { id, shopId, adminId, secondAdminId, plannerId, licenceIds: [admin, planner] };
  });
}

/** A local HTTP stand-in of an outside service; `handle` decides each answer. */
export async function standIn(handle: (request: IncomingMessage, response: ServerResponse, body: string) => void) {
  const calls: { url: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ url: request.url ?? '', body });
      handle(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` answers a value (no fixed sleep): the job worker runs on its own. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
