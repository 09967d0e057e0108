import type { Selectable } from 'kysely';
import type { ZoneKey } from '../../../../src/domain/invoices/catalogue.js';
import { countryName, formatEuros, formatVatRate, parisDay } from '../../../../src/domain/invoices/documentFormat.js';
import { invoiceLocale } from '../../../../src/domain/invoices/documentLanguage.js';
import type { InvoiceSeller } from '../../../config.js';
import type { StripeChargesTable } from '../../../db/types/index.js';
import { fill } from '../../../outbox/templates/catalogue.js';
import { invoiceFonts } from './fonts.js';
import { pdfThreadAvailable, renderOnPdfThread } from './pdfThread.js';
import { kindLabel } from '../../../../src/domain/invoices/labels.js';
import { INVOICE_PDF_TEXTS, type InvoicePdfTexts, type VatMention } from './pdfTexts.js';

/** What the PDF prints of a charge: one stripe_charges row, nothing joined. */
export type InvoiceCharge = Pick<
  Selectable<StripeChargesTable>,
  | 'invoice_number'
  | 'kind'
  | 'payment_or_refund'
  | 'zone'
  | 'vat_rate_bp'
  | 'ht_cents'
  | 'tva_cents'
  | 'ttc_cents'
  | 'customer_email'
  | 'customer_social_denomination'
  | 'customer_address'
  | 'customer_postal_code'
  | 'customer_city'
  | 'customer_country'
  | 'stripe_customer_id'
  | 'invoice_period_start'
  | 'invoice_period_end'
  | 'created_at'
>;

/** The legal mention of a zone without French VAT (the seller is French); the taxed zones need none. */
const ZONE_MENTIONS: Partial<Record<ZoneKey, VatMention>> = {
  eu_reverse_charge: 'reverseCharge',
  switzerland: 'outsideEu',
  outside_eu: 'outsideEu',
  dom_guyane_mayotte: 'overseasNoVat',
};

export const invoicePdfName = (charge: Pick<InvoiceCharge, 'invoice_number'>) => `${charge.invoice_number}.pdf`;

const PAGE = { left: 50, right: 545, top: 50 };
const RIGHT_COLUMN = 300;
/** the header's labels, then its values up to the right margin */
const HEADER_LABEL_WIDTH = 105;
/** the totals: their labels (German's longest on one line), then amounts up to 10,000,000.00 on one line */
const TOTALS = { x: 260, labelWidth: 150 };
const GREY = '#555555';
const INK = '#1f2933';
const RULE = '#c8ccd0';

/**
 * The invoice or credit note of a charge as an A4 PDF (issue 18), in the customer's country's language:
 * seller and customer blocks, number, date, period, one line, HT / TVA / TTC, the zone's VAT mention.
 * Deterministic: the same charge and seller give the same bytes (the document's dates are the charge's,
 * pdfkit's file id is a hash of them, font subsets are tagged by their order), so the PDF is rendered on
 * demand and never stored.
 */
export function renderInvoicePdf(charge: InvoiceCharge, seller: InvoiceSeller): Promise<Buffer> {
  // issue 26: pdfkit lays out and subsets fonts synchronously (~50-150 ms a document), so the running server renders on
  // a thread of its own (pdfThread.ts) and its event loop keeps answering; tests and `npm run server` (tsx) draw here
  return pdfThreadAvailable() ? renderOnPdfThread(charge, seller) : drawInvoicePdf(charge, seller);
}

/** Draws the document on the calling thread (the PDF thread's work). */
export async function drawInvoicePdf(charge: InvoiceCharge, seller: InvoiceSeller): Promise<Buffer> {
  const locale = invoiceLocale(charge.customer_country);
  const texts = INVOICE_PDF_TEXTS[locale];
  const refund = charge.payment_or_refund === 'refund';
  const title = refund ? texts.creditNote : texts.invoice;
  const issuedAt = new Date(charge.created_at);
  // loaded on the first PDF (about 30 MB): a server that renders none does not hold it (as the outbox templates)
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    // the parsed font where pdfkit's types only name paths (see fonts.ts); also spares loading Helvetica
    font: fonts.regular as unknown as string,
    margin: PAGE.left,
    lang: locale,
    info: { Title: `${title} ${charge.invoice_number}`, Author: seller.name, CreationDate: issuedAt, ModDate: issuedAt },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  const amount = (cents: number | string) => formatEuros(Number(cents), locale);

  const sellerBottom = sellerBlock(doc, seller, texts);
  const headerBottom = headerBlock(doc, charge, texts, title, refund);
  const customerBottom = customerBlock(doc, charge, texts, locale, Math.max(sellerBottom, headerBottom) + 28);
  const kind = kindLabel(locale, charge.kind);
  const lineBottom = lineTable(doc, customerBottom + 28, texts, refund ? fill(texts.refundLine, { kind }) : kind, amount(charge.ht_cents));
  const totalsBottom = totals(doc, lineBottom + 14, [
    [texts.totalHt, amount(charge.ht_cents), false],
    [fill(texts.vat, { rate: formatVatRate(charge.vat_rate_bp, locale) }), amount(charge.tva_cents), false],
    [texts.totalTtc, amount(charge.ttc_cents), true],
  ]);
  const mention = ZONE_MENTIONS[charge.zone as ZoneKey];
  if (mention) doc.font('regular').fontSize(9).fillColor(INK).text(texts.mentions[mention], PAGE.left, totalsBottom + 24, { width: PAGE.right - PAGE.left });
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

/** Top left: the seller; returns the block's bottom. */
function sellerBlock(doc: Doc, seller: InvoiceSeller, texts: InvoicePdfTexts): number {
  const width = RIGHT_COLUMN - PAGE.left - 20;
  doc.font('bold').fontSize(13).fillColor(INK).text(seller.name, PAGE.left, PAGE.top, { width });
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of [seller.address, `SIREN ${seller.siren}`, `${texts.vatNumber} ${seller.vatNumber}`, seller.email]) doc.text(line, { width });
  return doc.y;
}

/** Top right: the title, the refund wording of a credit note, number, date, period and payment customer id. */
function headerBlock(doc: Doc, charge: InvoiceCharge, texts: InvoicePdfTexts, title: string, refund: boolean): number {
  const width = PAGE.right - RIGHT_COLUMN;
  doc.font('bold').fontSize(20).fillColor(INK).text(title, RIGHT_COLUMN, PAGE.top - 4, { width, align: 'right' });
  if (refund) doc.font('regular').fontSize(9).fillColor(INK).text(texts.refundNotice, { width, align: 'right' });
  doc.moveDown(0.6);
  const rows: [string, string][] = [
    [texts.number, charge.invoice_number],
    [texts.issueDate, parisDay(charge.created_at)],
  ];
  // spec 2 §9: the invoice period is written YYYY-MM-DD
  if (charge.invoice_period_start || charge.invoice_period_end) rows.push([texts.period, `${charge.invoice_period_start ?? '…'} → ${charge.invoice_period_end ?? '…'}`]);
  if (charge.stripe_customer_id) rows.push([texts.customerId, charge.stripe_customer_id]);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(GREY).text(label, RIGHT_COLUMN, y, { width: HEADER_LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.font('bold').fillColor(INK).text(value, RIGHT_COLUMN + HEADER_LABEL_WIDTH, y, { width: width - HEADER_LABEL_WIDTH, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
  return doc.y;
}

/** The customer, in the right column under the header; returns its bottom. */
function customerBlock(doc: Doc, charge: InvoiceCharge, texts: InvoicePdfTexts, locale: ReturnType<typeof invoiceLocale>, top: number): number {
  const width = PAGE.right - RIGHT_COLUMN;
  doc.font('regular').fontSize(8).fillColor(GREY).text(texts.customer.toUpperCase(), RIGHT_COLUMN, top, { width });
  doc.font('bold').fontSize(11).fillColor(INK).text(charge.customer_social_denomination, { width });
  doc.font('regular').fontSize(10);
  const place = [charge.customer_postal_code, charge.customer_city].filter(Boolean).join(' ');
  for (const line of [charge.customer_address, place, countryName(charge.customer_country, locale), charge.customer_email ?? '']) {
    if (line) doc.text(line, { width });
  }
  return doc.y;
}

const COLUMNS = [
  { x: PAGE.left, width: 230, align: 'left' as const },
  { x: 280, width: 45, align: 'right' as const },
  { x: 325, width: 105, align: 'right' as const },
  { x: 430, width: PAGE.right - 430, align: 'right' as const },
];
const CELL_PADDING = 6;

/** The one line of the invoice under its column headings; returns its bottom. */
function lineTable(doc: Doc, top: number, texts: InvoicePdfTexts, description: string, ht: string): number {
  const cell = (i: number) => ({ width: COLUMNS[i].width - CELL_PADDING, align: COLUMNS[i].align });
  const row = (cells: string[], y: number, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9).fillColor(INK);
    let bottom = y;
    cells.forEach((text, i) => {
      doc.text(text, COLUMNS[i].x + (i === 0 ? CELL_PADDING : 0), y, cell(i));
      bottom = Math.max(bottom, doc.y);
    });
    return bottom;
  };
  const headings = [texts.description, texts.quantity, texts.unitPrice, texts.lineTotal];
  doc.font('bold').fontSize(9);
  const headHeight = Math.max(...headings.map((text, i) => doc.heightOfString(text, cell(i))));
  doc.rect(PAGE.left, top - 5, PAGE.right - PAGE.left, headHeight + 10).fill('#eef0f2');
  const headBottom = row(headings, top, 'bold');
  const lineBottom = row([description, '1', ht, ht], headBottom + 12, 'regular');
  doc.moveTo(PAGE.left, lineBottom + 6).lineTo(PAGE.right, lineBottom + 6).lineWidth(0.5).strokeColor(RULE).stroke();
  return lineBottom + 6;
}

/** HT, TVA and TTC, right-aligned; returns the bottom. */
function totals(doc: Doc, top: number, rows: [label: string, value: string, strong: boolean][]): number {
  let y = top;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 10).fillColor(INK);
    doc.text(label, TOTALS.x, y, { width: TOTALS.labelWidth });
    const labelBottom = doc.y;
    doc.text(value, TOTALS.x + TOTALS.labelWidth, y, { width: PAGE.right - TOTALS.x - TOTALS.labelWidth, align: 'right' });
    y = Math.max(labelBottom, doc.y) + 4;
  }
  return y;
}
