import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import type { EmployeesService } from './employeesService.js';

/** The balances kept on our database (used when EMPLOYEES_SERVICE_URL is not set): one row per user and period, in one transaction. */
export function embeddedEmployeesService(db: Kysely<Database>): EmployeesService {
  return {
    async bulkUpdateAnnualization(shopId, employees) {
      const at = new Date().toISOString();
      const rows = employees.flatMap((employee) =>
        Object.entries(employee.theoreticalBalances).map(([periodStart, balance]) => ({ user_id: employee.userId, shop_id: shopId, period_start: Number(periodStart), balance, updated_at: at })),
      );
      if (rows.length === 0) return;
      await db.transaction().execute((trx) =>
        trx
          .insertInto('annualization_theoretical_balances')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'period_start']).doUpdateSet((eb) => ({ balance: eb.ref('excluded.balance'), shop_id: eb.ref('excluded.shop_id'), updated_at: eb.ref('excluded.updated_at') })),
          )
          .execute(),
      );
    },
  };
}
