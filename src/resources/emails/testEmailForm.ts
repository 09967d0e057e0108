import { EMAIL_PROVIDERS, TEST_ATTACHMENT, TestEmailRequest } from '../../contracts/emails';

export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

/** The test-e-mail modal's fields as typed (spec 2 §2.6, §3 "Test email request"); numbers stay text until sent. */
export interface TestEmailValues {
  recipient: string;
  /** one of the 11 locales, as the console names them (fr-BE) */
  lang: string;
  shopId: string;
  provider: EmailProvider;
  withAttachment: boolean;
  attachmentName: string;
  attachmentSize: string;
}

export function testEmailDefaults({ recipient, lang, shopId }: { recipient?: string | null; lang: string; shopId?: number | null }): TestEmailValues {
  return {
    recipient: recipient ?? '',
    lang,
    shopId: shopId ? String(shopId) : '',
    provider: EMAIL_PROVIDERS[0],
    withAttachment: false,
    attachmentName: TEST_ATTACHMENT.defaultName,
    attachmentSize: String(TEST_ATTACHMENT.defaultSize),
  };
}

export type TestEmailField = 'recipient' | 'shopId' | 'attachmentName' | 'attachmentSize';
/** The catalogue key (sent_emails.test.errors.<problem>) of each field that cannot be sent. */
export type TestEmailProblems = Partial<Record<TestEmailField, 'required' | 'invalid_email' | 'positive_integer' | 'size_range' | 'name_too_long'>>;

// the contract's own pattern, so that the modal refuses what the server would
const RECIPIENT = new RegExp((TestEmailRequest.properties.recipient as { pattern?: string }).pattern ?? '^.+@.+$');
const NAME_MAX_LENGTH = 100;
const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Spec 2 §5: the attachment's size is a whole number from 1 to 10,000; the shop id, when given, a positive integer. */
export function testEmailProblems(values: TestEmailValues): TestEmailProblems {
  const problems: TestEmailProblems = {};
  const recipient = values.recipient.trim();
  if (!recipient) problems.recipient = 'required';
  else if (!RECIPIENT.test(recipient)) problems.recipient = 'invalid_email';
  if (values.shopId.trim() && (!isWholeNumber(values.shopId) || Number(values.shopId) < 1)) problems.shopId = 'positive_integer';
  if (values.withAttachment) {
    const name = values.attachmentName.trim();
    if (!name) problems.attachmentName = 'required';
    else if (name.length > NAME_MAX_LENGTH) problems.attachmentName = 'name_too_long';
    const size = Number(values.attachmentSize);
    if (!isWholeNumber(values.attachmentSize) || size < TEST_ATTACHMENT.minSize || size > TEST_ATTACHMENT.maxSize) problems.attachmentSize = 'size_range';
  }
  return problems;
}

/** The request body: the language upper case (FR, FR-BE), the user as employee, the attachment only when switched on. */
export function testEmailRequest(values: TestEmailValues, employeeId: number): TestEmailRequest {
  return {
    recipient: values.recipient.trim(),
    lang: values.lang.toUpperCase(),
    employeeId,
    shopId: values.shopId.trim() ? Number(values.shopId) : null,
    provider: values.provider,
    ...(values.withAttachment ? { attachments: [{ name: values.attachmentName.trim(), size: Number(values.attachmentSize) }] } : {}),
  };
}
