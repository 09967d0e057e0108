import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first workbook a request reads or writes instead of at start: it is about 28 MB of resident
 * memory that a server which never imports or exports a sheet does not need to hold (issue 26, "Load and memory").
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
