import type { SortPayload } from 'react-admin';
import type { HttpClient } from '../http';
import { listQuery } from '../restResource';

/** The lists the server exports as CSV (issue 15: GET /super_admin/api/<list>/export.csv). */
export type ExportableList = 'organisations' | 'shops';

export interface ListExportFile {
  /** the CSV text: header line, then at most 50,000 rows, formula cells neutralised by the server */
  csv: string;
  /** the filtered list's total */
  total: number;
  /** the list held more rows than the export's cap */
  truncated: boolean;
}

/** CSV exports of the filtered lists, with the same filters and sort as the list on screen. */
export function listExportsMethods(base: string, http: HttpClient) {
  return {
    async exportList(list: ExportableList, { sort, filter }: { sort: SortPayload; filter: Record<string, unknown> }, signal?: AbortSignal): Promise<ListExportFile> {
      const { json, headers } = await http<string>(`${base}/${list}/export.csv`, { query: listQuery({ sort, filter }), accept: 'text/csv', signal });
      const total = Number(headers.get('x-total-count'));
      return { csv: json, total: Number.isFinite(total) ? total : 0, truncated: headers.get('x-export-truncated') === 'true' };
    },
  };
}
