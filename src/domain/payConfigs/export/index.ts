/** The payroll-file generator (issue 29; layouts in README.md next to this file). Pure: no I/O. */
export { buildPayrollFile, payrollFileName, previewPayrollFile, shopParts, streamPayrollFile, type PayrollFile, type PayrollFileStream } from './file.js';
export { bankHolidays } from './bankHolidays.js';
export { layoutOf, LAYOUT_COLUMNS, type Layout, type LayoutColumn } from './layouts.js';
export { payrollRows, DAYS_WITHOUT_SHIFTS_KEY } from './rows.js';
export { DEFAULT_SHOP_RULES } from './types.js';
export type { PayrollConfig, PayrollContract, PayrollEmployee, PayrollPeriodData, PayrollRow, PayrollShift, PayrollShop, PayrollShopRules, Provenance } from './types.js';
