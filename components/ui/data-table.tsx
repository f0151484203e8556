import type { ReactNode } from 'react';

interface Props {
  /** The table's accessible name. */
  label: string;
  columns: string[];
  /** A last, visually hidden "Actions" column for per-row buttons. */
  actions?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** The app's list table: the scrolling wrapper, the labelled table and its header row. */
export function DataTable({ label, columns, actions = false, children }: Props) {
  return (
    <div className="table-wrap">
      <table className="table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="cell-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
