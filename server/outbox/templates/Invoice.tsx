import { invoiceMailSubject } from './invoiceBody.js';
import { Layout } from './Layout.js';
import type { TemplateBase } from './types.js';

export interface InvoiceProps extends TemplateBase {
  number: string;
  /** a credit note (payment_or_refund = refund) */
  refund: boolean;
  /**
   * The message above the sign-off, as sanitised HTML: the default one (invoiceBody.ts) or the override text
   * of send_invoice_again (server/routes/charges/documents/richText.ts). Never unsanitised input.
   */
  bodyHtml: string;
}

export const invoiceSubject = ({ locale, product, number, refund }: InvoiceProps): string => invoiceMailSubject(locale, product, { number, refund });

/** The invoice or credit note e-mail, its PDF attached (the invoice_document job's resend, POST /super_admin/api/send_invoice_again). */
export function Invoice(props: InvoiceProps) {
  return (
    <Layout {...props} firstName={null} preview={invoiceSubject(props)}>
      <div dangerouslySetInnerHTML={{ __html: props.bodyHtml }} />
    </Layout>
  );
}
