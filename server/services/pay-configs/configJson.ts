import { Ajv, type ErrorObject } from 'ajv';
import { CONFIG_JSON_MAX_BYTES, CONSTRAINT_MARKER, VALIDATION_FAILURE_MARKER } from '../../../src/domain/payConfigs/constants.js';
import { AppError, type ErrorDetail } from '../../http/errors.js';

/**
 * The uploaded JSON config of an integration (spec 3 §2.2 step 5, §5 "Uploaded config", §8), our design: what a
 * payroll software's import needs beyond the lines' codes. Published at GET /pay_configs/config_schema.json with a
 * template that satisfies it (config_template.json); an upload that breaks it answers 400 with the §8 message.
 *
 * - version: the schema version (1);
 * - employee_id_field: what identifies the employee in the file (the pay identification number by default);
 * - date_format, decimal_separator, encoding: how dates, numbers and text are written;
 * - header_row: whether the file starts with the column titles;
 * - columns: the columns of a line, in order;
 * - line_codes: a code per line key (absence or EVP key) that overrides the wizard's codes;
 * - file_name: the file's name, with {organisation}, {shop}, {period_start}, {period_end} replaced.
 */
export const CONFIG_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://planora.example/schemas/pay-config.config_json.v1.json',
  title: 'Payroll integration config (config_json)',
  type: 'object',
  additionalProperties: false,
  required: ['version', 'employee_id_field', 'date_format', 'columns'],
  properties: {
    version: { type: 'integer', enum: [1], description: 'schema version' },
    employee_id_field: { type: 'string', enum: ['pay_identification_number', 'user_id', 'email', 'registration_number'] },
    date_format: { type: 'string', enum: ['DD/MM/YYYY', 'YYYY-MM-DD', 'DDMMYYYY', 'YYYYMMDD', 'MM/DD/YYYY'] },
    decimal_separator: { type: 'string', enum: ['.', ','], default: ',' },
    encoding: { type: 'string', enum: ['utf-8', 'windows-1252', 'iso-8859-1'], default: 'utf-8' },
    header_row: { type: 'boolean', default: true },
    columns: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      items: {
        type: 'string',
        enum: ['employee_id', 'employee_name', 'line_code', 'line_name', 'value', 'unit', 'date', 'period_start', 'period_end', 'shop_name', 'contract_type'],
      },
    },
    line_codes: {
      type: 'object',
      maxProperties: 500,
      propertyNames: { pattern: '^[a-z0-9_]{1,80}$' },
      additionalProperties: { type: 'string', minLength: 1, maxLength: 40 },
    },
    file_name: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_{}.\\- ]+$' },
  },
} as const;

/** A config that satisfies the schema: what the wizard's "download the template" gives. */
export const CONFIG_JSON_TEMPLATE = {
  version: 1,
  employee_id_field: 'pay_identification_number',
  date_format: 'DD/MM/YYYY',
  decimal_separator: ',',
  encoding: 'utf-8',
  header_row: true,
  columns: ['employee_id', 'employee_name', 'line_code', 'value', 'unit', 'period_start', 'period_end'],
  line_codes: { worked_hours: 'HT', paid_leave: 'CP' },
  file_name: 'paie_{shop}_{period_start}_{period_end}.csv',
};

const ajv = new Ajv({ allErrors: true, strict: true });
const validate = ajv.compile(CONFIG_JSON_SCHEMA);

/** `config_json.columns[2]`: the field an ajv error names, from the config's root. */
function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) segments.push(missing);
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  if (extra) segments.push(extra);
  return segments.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : `${path}.${part}`), 'config_json');
}

/** What the field failed, in words without ' - ' (the console splits the message on it, §8). */
function constraintOf(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties') return 'is not an allowed property';
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const text = allowed ? `must be one of ${allowed.join(', ')}` : (error.message ?? error.keyword);
  return text.replace(/ - /g, ' – ');
}

/** The constraints each field failed, one entry per field in the order met, duplicates removed. */
export function configJsonProblems(config: unknown): ErrorDetail[] {
  if (validate(config)) return [];
  const byField = new Map<string, string[]>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'propertyNames') continue; // its pattern error names the same field
    const field = fieldOf(error);
    const constraints = byField.get(field) ?? [];
    const constraint = constraintOf(error);
    if (!constraints.includes(constraint)) constraints.push(constraint);
    byField.set(field, constraints);
  }
  return [...byField].map(([path, constraints]) => ({ path, message: constraints.join(', ') }));
}

/**
 * 413 config_json_too_large beyond CONFIG_JSON_MAX_BYTES; 400 config_json_invalid with the §8 message
 * "Request body has failed the validation: <field> has failed the following constraints: <c1>, <c2> - <field2> …".
 */
export function assertConfigJson(config: unknown): void {
  if (config === null || config === undefined) return;
  const bytes = Buffer.byteLength(JSON.stringify(config), 'utf8');
  if (bytes > CONFIG_JSON_MAX_BYTES) {
    throw new AppError(413, 'config_json_too_large', `The JSON config is ${bytes} bytes; at most ${CONFIG_JSON_MAX_BYTES} are accepted.`, [
      { path: 'config_json', message: `must be at most ${CONFIG_JSON_MAX_BYTES} bytes` },
    ]);
  }
  const problems = configJsonProblems(config);
  if (problems.length === 0) return;
  throw new AppError(400, 'config_json_invalid', failureMessage(problems), problems, MESSAGE_BUDGET);
}

/** The message lists at most this many characters of whole parts (the first 20 problems fit; the details list them too). */
const MESSAGE_BUDGET = 8000;
const FIELD_MAX = 80;

/** §8: "Request body has failed the validation: <field> has failed the following constraints: <c1>, <c2> - <field2> …", as many whole parts as fit. */
function failureMessage(problems: readonly ErrorDetail[]): string {
  let message = VALIDATION_FAILURE_MARKER;
  problems.forEach((problem, index) => {
    const field = problem.path.length > FIELD_MAX ? `${problem.path.slice(0, FIELD_MAX - 1)}…` : problem.path;
    const part = `${index === 0 ? ' ' : ' - '}${field} ${CONSTRAINT_MARKER} ${problem.message}`;
    if (message.length + part.length <= MESSAGE_BUDGET || index === 0) message += part;
  });
  return message;
}
