// The account tables (orders, an order's items): a grid on wide screens and, on
// a phone, one card per row of label-value lines (client/styles/accounts.css),
// for which each cell carries its column's name. No explicit roles on its
// parts: HTML forbids a role on a table's rows and cells (the Nu Html Checker:
// test/integration/html-validity.test.ts). The phone layout's blocks stay a
// table to assistive technology: Chromium's accessibility tree at 360 px still
// has the table, its rows, cells and column headers.
import type { ReactNode } from 'react';

import { ScrollableTable } from './ScrollableTable';

export interface Column<Row> {
  label: string;
  /** Said to screen readers only (a column of links, say). */
  hiddenLabel?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface CardTableProps<Row> {
  label: string;
  className: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}

export function CardTable<Row>({ label, className, columns, rows, rowKey }: CardTableProps<Row>) {
  return (
    <ScrollableTable label={label}>
      <table className={className}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {c.hiddenLabel ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.label} className={c.className} data-label={c.hiddenLabel ? undefined : c.label}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
