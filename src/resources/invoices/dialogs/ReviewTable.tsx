import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export type ReviewRow = [label: string, value: ReactNode];

/** What a wizard's last step shows: one row per item, its name as the row header. */
export const ReviewTable = ({ rows, label }: { rows: readonly ReviewRow[]; label: string }) => (
  <Table size="small" aria-label={label}>
    <TableBody>
      {rows.map(([name, value]) => (
        <TableRow key={name}>
          <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 500 }}>
            {name}
          </TableCell>
          <TableCell>{value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
