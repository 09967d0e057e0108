import { Text } from '@react-email/components';
import { fill, MAIL_TEXTS } from './catalogue.js';
import { Layout } from './Layout.js';
import type { TemplateBase } from './types.js';

export interface PayrollReportProps extends TemplateBase {
  /** the integration's name */
  name: string;
  /** DD/MM/YYYY */
  start: string;
  end: string;
}

export const payrollReportSubject = ({ locale, name, start, end }: PayrollReportProps): string => fill(MAIL_TEXTS[locale].payrollReport.subject, { name, start, end });

/** The automated payroll report (issue 30): the period's payroll file(s) attached, sent to the organisation's contacts. */
export function PayrollReport(props: PayrollReportProps) {
  const body = fill(MAIL_TEXTS[props.locale].payrollReport.body, { name: props.name, start: props.start, end: props.end });
  return (
    <Layout {...props} firstName={null} preview={body}>
      <Text>{body}</Text>
    </Layout>
  );
}
