import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lists/excel.js';
import {
  COLUMN_HEADERS,
  IMPORT_COLUMN_KEYS,
  IMPORT_LICENCE_TYPES,
  MAX_IMPORT_LINES,
  PHONE_EXAMPLES,
  type ImportColumnKey,
  type TemplateCountry,
  type TemplateLanguage,
} from '../../../src/domain/userImport/columns.js';
import { MAX_CONTRACT_HOURS } from '../../../src/domain/userImport/rowValidation.js';
import { TEMPLATE_TEXTS } from '../../../src/domain/userImport/templateTexts.js';

const WIDTHS: Record<ImportColumnKey, number> = { first_name: 18, last_name: 20, email: 32, phone: 20, licence: 18, contract_hours: 18 };
const LAST_ROW = MAX_IMPORT_LINES + 1;
const letter = (key: ImportColumnKey) => String.fromCharCode(65 + IMPORT_COLUMN_KEYS.indexOf(key));

/** The .xlsx of GET /user_import_template: the users sheet (localised header, two examples, validation lists) and the instructions. */
export async function buildUserImportTemplate(language: TemplateLanguage, country: TemplateCountry): Promise<Buffer> {
  const texts = TEMPLATE_TEXTS[language];
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Back-office console';
  const sheet = workbook.addWorksheet(texts.usersSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMN_KEYS.map((key) => ({ key, header: COLUMN_HEADERS[language][key], width: WIDTHS[key] }));
  sheet.getRow(1).font = { bold: true };
  const phone = PHONE_EXAMPLES[country];
  texts.examples.forEach((person, index) =>
    sheet.addRow({
      ...person,
      email: `${person.first_name}.${person.last_name}@example.com`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase(),
      phone: phone.replace(/\d(?=\d{0,1}$)/g, String(index + 1)),
      licence: index === 0 ? 'employee' : 'planner',
      contract_hours: index === 0 ? 35 : 24,
    }),
  );
  // phone cells are text, so a leading 0 or + stays as typed
  sheet.getColumn(letter('phone')).numFmt = '@';
  const validate = (key: ImportColumnKey, validation: ExcelJS.DataValidation) => {
    for (let row = 2; row <= LAST_ROW; row++) sheet.getCell(`${letter(key)}${row}`).dataValidation = validation;
  };
  validate('licence', {
    type: 'list',
    allowBlank: false,
    formulae: [`"${IMPORT_LICENCE_TYPES.join(',')}"`],
    showErrorMessage: true,
    errorTitle: COLUMN_HEADERS[language].licence,
    error: IMPORT_LICENCE_TYPES.join(', '),
  });
  validate('phone', {
    type: 'textLength',
    operator: 'lessThanOrEqual',
    allowBlank: true,
    formulae: [30],
    showInputMessage: true,
    promptTitle: COLUMN_HEADERS[language].phone,
    prompt: phone,
  });
  validate('contract_hours', {
    type: 'decimal',
    operator: 'between',
    allowBlank: true,
    formulae: [1, MAX_CONTRACT_HOURS],
    showErrorMessage: true,
    error: `1 - ${MAX_CONTRACT_HOURS}`,
  });
  const instructions = workbook.addWorksheet(texts.instructionsSheet);
  instructions.getColumn(1).width = 120;
  for (const line of texts.instructions) instructions.addRow([line]);
  instructions.addRow([`${COLUMN_HEADERS[language].phone}: ${phone}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
