// The account tables (orders, an order's items): a grid on wide screens and, on
// a phone, one card per row of label-value lines (client/styles/accounts.css),
// for which each cell carries its column's name. Explicit roles keep the
// table's semantics when the phone layout turns its parts into blocks.
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

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the phone layout sets display: block on the table's parts, which drops their implicit roles; the explicit ones keep the table semantics (and a td here is a cell, not a grid's interactive gridcell) */
export function CardTable<Row>({ label, className, columns, rows, rowKey }: CardTableProps<Row>) {
  return (
    <ScrollableTable label={label}>
      <table className={className} role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.label} scope="col" role="columnheader">
                {c.hiddenLabel ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c) => (
                <td key={c.label} role="cell" className={c.className} data-label={c.hiddenLabel ? undefined : c.label}>
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
/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
