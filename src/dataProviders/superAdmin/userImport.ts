import type { UserImportResult, UserImportTemplateQuery } from '../../contracts/userImport';
import { XLSX_TYPE, type HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** The user-import calls of spec 2 §7 "Shop" (the upsert traced); `base` is the super-admin API's root. */
export function userImportMethods(base: string, http: HttpClient) {
  return {
    /** The template .xlsx in a language, with a country's phone format. */
    async userImportTemplate(query: UserImportTemplateQuery, signal?: AbortSignal): Promise<Blob> {
      const { json } = await http<Blob>(`${base}/user_import_template`, { query: { ...query }, accept: XLSX_TYPE, signal });
      return json;
    },
    /**
     * Creates or updates the shop's users from a filled template, all or nothing. A refusal rejects with
     * HttpError(`errors.<key>`, status, body): body.errors holds [{key, field, users}] for invalid_rows.
     */
    importShopUsers: tracedCall('users', 'importShopUsers', async (requestId, shopId: number, file: File): Promise<UserImportResult> => {
      const body = new FormData();
      body.append('file', file, file.name);
      const { json } = await http<UserImportResult>(`${base}/shops/${shopId}/imports/users/upsert`, { method: 'PATCH', body, requestId });
      return json;
    }),
  };
}
