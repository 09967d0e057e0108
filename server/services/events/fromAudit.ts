import type { Kysely } from 'kysely';
import { selectByIds } from '../../db/chunks.js';
import type { Database } from '../../db/types/index.js';
import type { AuditedChange } from '../../events/port.js';
import { recordEvents, type NewServiceEvent } from './record.js';

/** The modules of the shop-level toggles' option names (spec 2 §7 "Module toggles"); the console names them (modules.names.<key>). */
const OPTION_MODULES: Readonly<Record<string, string>> = {
  Badgeuse: 'time_clock',
  'Smart Planner': 'smart_planner',
  'E-Signature': 'esignature',
  'Payroll Service': 'payroll',
  'HR +': 'hr_plus',
};

/** The module key an event names for a toggled option: the organisation-level keys as they are, the shop options mapped. */
export const eventModuleKey = (option: string): string => OPTION_MODULES[option] ?? option;

const idsOf = (changes: readonly AuditedChange[], type: string) =>
  changes.flatMap((change) => (change.entityType === type && change.entityId !== null && /^\d+$/.test(String(change.entityId)) ? [Number(change.entityId)] : []));

/**
 * Records the events of audited changes in their transaction (the port tells it of an audit entry with an `event`): the
 * relations come from the entity (an organisation; a shop and its organisation; a user, their organisation and main
 * shop; an invoice's shop and organisation), the actor is the event's user (their name is the history's user_name),
 * a user entity is the target (user_target_name). An impersonation names the staff member in impersonatedBy.
 */
export async function recordAuditEvents(trx: Kysely<Database>, changes: readonly AuditedChange[]): Promise<void> {
  if (changes.length === 0) return;
  const shops = new Map(
    (await selectByIds(idsOf(changes, 'shop'), (part) => trx.selectFrom('shops').select(['id', 'organisation_id', 'name']).where('id', 'in', part).execute())).map((row) => [row.id, row]),
  );
  const users = new Map(
    (
      await selectByIds(idsOf(changes, 'user'), (part) =>
        trx
          .selectFrom('users as u')
          .leftJoin('memberships as m', (join) => join.onRef('m.user_id', '=', 'u.id').on('m.main', '=', 1))
          .select(['u.id', 'u.first_name', 'u.last_name', 'u.organisation_id', 'm.shop_id'])
          .where('u.id', 'in', part)
          .execute(),
      )
    ).map((row) => [row.id, row]),
  );
  const charges = new Map(
    (
      await selectByIds(idsOf(changes, 'stripe_charge'), (part) =>
        trx.selectFrom('stripe_charges').select(['id', 'organisation_id', 'shop_id', 'invoice_number']).where('id', 'in', part).execute(),
      )
    ).map((row) => [row.id, row]),
  );

  const events = changes.map((change): NewServiceEvent => {
    const id = Number(change.entityId);
    const base: NewServiceEvent = {
      occurredAt: change.at,
      source: 'console',
      subtype: change.event.subtype,
      userId: change.actor?.id ?? null,
      requestId: change.trace?.requestId ?? null,
      correlationId: change.trace?.correlationId ?? null,
      context: { ...(change.actor?.id ? {} : { user_name: change.actor?.email ?? 'cli' }), ...change.event.context },
    };
    if (change.entityType === 'organisation') return { ...base, organisationId: id };
    if (change.entityType === 'shop') {
      const shop = shops.get(id);
      return { ...base, organisationId: shop?.organisation_id ?? null, shopId: shop ? id : null, context: { shop_name: shop?.name, ...base.context } };
    }
    if (change.entityType === 'user') {
      const user = users.get(id);
      const target = user ? `${user.first_name} ${user.last_name}` : `#${id}`;
      return {
        ...base,
        organisationId: user?.organisation_id ?? null,
        shopId: user?.shop_id ?? null,
        impersonatedBy: change.event.subtype === 'USER_IMPERSONATED' ? change.actor?.email ?? null : null,
        context: { user_target_id: id, user_target_name: target, ...base.context },
      };
    }
    if (change.entityType === 'stripe_charge') {
      const charge = charges.get(id);
      return { ...base, organisationId: charge?.organisation_id ?? null, shopId: charge?.shop_id ?? null, context: { invoice_number: charge?.invoice_number, ...base.context } };
    }
    return base;
  });
  await recordEvents(trx, events);
}
