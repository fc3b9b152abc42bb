import type { ReactNode } from 'react';

/** One column of a console table: its heading and what each row shows in it. */
export type ConsoleColumn<T> = {
  /** A stable name (React's key for the column). */
  key: string;
  head: ReactNode;
  cell: (row: T) => ReactNode;
  /** A width class for the fixed layout of a queue ('w-[150px]'); the columns without one share the rest. */
  width?: string;
  right?: boolean;
  /** More classes for the column's cells ('truncate text-ink-muted'). */
  className?: string;
  /** The order the rows are sorted in by this column, for assistive technology (aria-sort). */
  sort?: 'ascending' | 'descending';
};

/** Attributes of a row: its test id and data attributes, and classes of its own (an unread row's tint). */
export type ConsoleRowProps = { className?: string } & { [attribute: `data-${string}`]: string | number | undefined };

const HEAD = 'text-[11px] uppercase tracking-[0.1em] text-ink-muted';

/**
 * The console's one table, for its queues and histories: the heading row in small capitals, a line between rows.
 * Queues pass `cards`: the table shows from the lg breakpoint and each row's card under it (a phone gets a list, not
 * a table to scroll). Tables without cards scroll sideways under `minWidth`. `dense` is for a table inside a panel's
 * entry (a quotation's lines, an audit entry's changes).
 */
export function ConsoleTable<T>({
  rows, columns, rowKey, rowProps, hover = false, cards, minWidth, dense = false, className = 'text-[13px]', testId,
}: {
  rows: readonly T[];
  columns: readonly ConsoleColumn<T>[];
  rowKey: (row: T, index: number) => string | number;
  rowProps?: (row: T) => ConsoleRowProps;
  /** Rows that lead somewhere tint under the pointer. */
  hover?: boolean;
  cards?: { testId: string; render: (row: T) => ReactNode };
  /** A min-width class ('min-w-[760px]') under which the table scrolls sideways. */
  minWidth?: string;
  dense?: boolean;
  /** The table's type size and width ('text-[13px]' by default). */
  className?: string;
  testId?: string;
}) {
  const th = dense ? 'py-1.5 pr-3 font-medium last:pr-0' : 'py-2 pr-3 font-medium last:pr-0';
  const td = dense ? 'py-1.5 pr-3 align-top last:pr-0' : 'py-2.5 pr-3 align-top last:pr-0';
  const layout = cards ? 'hidden w-full table-fixed lg:table' : `w-full ${minWidth ?? ''}`;
  const table = (
    <table className={`${layout} text-left ${className}`} data-testid={testId}>
      <thead className={HEAD}>
        <tr className="border-b border-line">
          {columns.map((column) => (
            <th key={column.key} aria-sort={column.sort} className={`${th} ${column.width ?? ''} ${column.right ? 'text-right' : ''}`}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const { className: rowClass = '', ...attributes } = rowProps?.(row) ?? {};
          return (
            <tr key={rowKey(row, index)} {...attributes} className={`group border-b border-line last:border-0 ${hover ? 'hover:bg-surface-muted' : ''} ${rowClass}`}>
              {columns.map((column) => (
                <td key={column.key} className={`${td} ${column.right ? 'text-right' : ''} ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  if (cards) {
    return (
      <>
        {table}
        <ul className="divide-y divide-line lg:hidden">
          {rows.map((row, index) => (
            <li key={rowKey(row, index)} data-testid={cards.testId}>
              {cards.render(row)}
            </li>
          ))}
        </ul>
      </>
    );
  }
  // Positioned, so the cells' screen-reader-only labels (absolutely placed) scroll with the table, not widen the page.
  return minWidth ? <div className="relative overflow-x-auto">{table}</div> : table;
}

/** A queue's goods cell: the request's title over its line count and quantity. */
export function GoodsCell({ title, lineCount, totalQty }: { title: string; lineCount: number; totalQty: number }) {
  return (
    <>
      <p className="truncate text-ink" title={title}>
        {title}
      </p>
      <p className="text-[12px] text-ink-muted">
        {/* A quick inquiry has no lines: it is a description with a target quantity. */}
        {lineCount ? `${lineCount} line${lineCount === 1 ? '' : 's'}` : 'Described request'} · {totalQty.toLocaleString('en-US')} pcs
      </p>
    </>
  );
}
