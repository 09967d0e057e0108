import { Type, type Static } from 'typebox';
import { IMPORT_COLUMN_KEYS, TEMPLATE_COUNTRIES, TEMPLATE_LANGUAGES } from '../domain/userImport/columns.js';

/**
 * Import users into a shop (spec 2 §2.2, §5, §7, §8), written once: the server validates and serialises
 * with these schemas, the console imports their types only (`import type`).
 */

/** The error keys an upsert answers with at the top level (each has a text in the catalogues, user_import.errors.<key>). */
export const USER_IMPORT_FILE_ERRORS = ['invalid_file', 'macro_enabled', 'file_too_large', 'too_many_lines', 'invalid_rows', 'not_found'] as const;

/** GET /super_admin/api/user_import_template */
export const UserImportTemplateQuery = Type.Object(
  {
    language: Type.Enum([...TEMPLATE_LANGUAGES], { description: 'language of the header row, the examples and the instructions sheet' }),
    country: Type.Enum([...TEMPLATE_COUNTRIES], { description: "ISO 3166 alpha-2; sets the phone examples and hint" }),
  },
  { additionalProperties: false },
);
export type UserImportTemplateQuery = Static<typeof UserImportTemplateQuery>;

export const UserImportParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'the shop imported into' }) });

/** One problem of a refused import: what is wrong (key), where (column, or "file"), and on whose lines. */
export const UserImportError = Type.Object({
  key: Type.String({ description: 'missing_column | no_rows | blank | formula | invalid_email | duplicate_email | invalid_phone | unknown_licence | invalid_contract_hours | email_taken | archived_user | licence_unavailable' }),
  field: Type.Enum([...IMPORT_COLUMN_KEYS, 'file'], { description: 'the column concerned, or file' }),
  users: Type.Array(Type.String(), { description: 'the names of the lines concerned, or "row N" for a line without a name' }),
});
export type UserImportError = Static<typeof UserImportError>;

/** 422 invalid_rows: every problem of the file, nothing was changed. */
export const UserImportRefusal = Type.Object({
  error: Type.String({ description: 'invalid_rows | too_many_lines' }),
  message: Type.String(),
  errors: Type.Optional(Type.Array(UserImportError)),
});
export type UserImportRefusal = Static<typeof UserImportRefusal>;

export const ImportedUserRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('updated')]),
});

/** 200: what the import did (in one transaction). */
export const UserImportResult = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  users: Type.Array(ImportedUserRow),
});
export type UserImportResult = Static<typeof UserImportResult>;
