import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lists/excel.js';
import { Readable } from 'node:stream';
import { entryText, type InflateBudget } from './xlsxEntries.js';
import type { ZipEntry } from './xlsxEnvelope.js';

/**
 * The rows of a workbook's first sheet, streamed: exceljs's streaming reader parses the parts (its
 * cell rules: shared strings, formulas, dates by style), but the parts come from our own checked,
 * counted inflation (xlsxEntries.ts) in the order the rows need, instead of its own unzip, which
 * trusts local headers and spools sheets met before the shared strings to temporary files.
 * exceljs ~4.4 is pinned: these are its WorkbookReader's part readers.
 */
interface PartReader {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

export class NotAWorkbook extends Error {}

/** The part a relationship target names, relative to xl/ unless absolute. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

export async function* firstSheetRows(file: Buffer, entries: Map<string, ZipEntry>, budget: InflateBudget): AsyncGenerator<ExcelJS.Row> {
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  }) as unknown as PartReader;
  const part = (name: string) => {
    const entry = entries.get(name);
    return entry ? Readable.from(entryText(file, entry, budget), { objectMode: true }) : null;
  };
  const RELS = 'xl/_rels/workbook.xml.rels';
  const WORKBOOK = 'xl/workbook.xml';
  if (!entries.has(RELS) || !entries.has(WORKBOOK)) throw new NotAWorkbook('no workbook part');
  budget.declared([entries.get(RELS)!, entries.get(WORKBOOK)!]);
  await reader._parseRels(part(RELS)!);
  await reader._parseWorkbook(part(WORKBOOK)!);
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  const sheet = target ? entries.get(partName(target)) : undefined;
  if (!sheet) throw new NotAWorkbook('no first sheet');
  budget.declared([sheet, ...['xl/sharedStrings.xml', 'xl/styles.xml'].flatMap((name) => entries.get(name) ?? [])]);
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings) for await (const event of reader._parseSharedStrings(sharedStrings)) void event;
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  for (const { value } of reader._parseWorksheet(entryText(file, sheet, budget), '1')) yield* value;
}
