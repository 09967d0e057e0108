import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The invoice PDF's fonts: DejaVu Sans, regular and bold (every Latin letter of the 11 locales, e.g. the
 * Polish ł and the Romanian ș, ț that the PDF standard fonts lack), read and parsed once per process.
 *
 * pdfkit parses a TTF given as a path or a buffer again for every document (about 40 ms for these two);
 * given an already parsed font (any object with layout(), PDFFontFactory.open) it only subsets it. The
 * parser is pdfkit's own fontkit, loaded from pdfkit's location so that it is the version pdfkit expects.
 */
export interface InvoiceFonts {
  regular: PdfFont;
  bold: PdfFont;
}

/** A parsed font, handed to pdfkit's registerFont (which also accepts it: see above). */
export type PdfFont = { readonly layout: unknown } & object;

let loaded: InvoiceFonts | null = null;

export function invoiceFonts(): InvoiceFonts {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(data: Uint8Array): PdfFont };
  const parse = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  loaded = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return loaded;
}

/** Whether the regular and bold fonts draw this character (tests: every text of the PDF can be printed). */
export function fontsCover(codePoint: number): boolean {
  const { regular, bold } = invoiceFonts() as unknown as Record<'regular' | 'bold', { hasGlyphForCodePoint(c: number): boolean }>;
  return regular.hasGlyphForCodePoint(codePoint) && bold.hasGlyphForCodePoint(codePoint);
}
