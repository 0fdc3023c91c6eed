import { Grid, Table } from 'antd';
import type { ReactNode } from 'react';
import styles from './data-list.module.css';

export type DataColumn<T> = {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone cards (the row's actions are then given separately). */
  desktopOnly?: boolean;
};

/**
 * A table on wider screens; under 768 px each row becomes a card of label / value pairs, so nothing of a
 * row (an address, the reviewer's reason, the actions) hides off screen on a phone.
 */
export function DataList<T>({
  rows,
  columns,
  rowKey,
  label,
  footer,
}: {
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  /** Shown at the bottom of a phone card (the actions). */
  footer?: (row: T) => ReactNode;
}) {
  const phone = Grid.useBreakpoint().md === false;
  if (phone) {
    return (
      <ul className={styles.cards} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            <dl className={styles.cardFields}>
              {columns
                .filter((column) => !column.desktopOnly)
                .map((column) => (
                  <div key={column.key} className={styles.cardField}>
                    <dt>{column.title}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
            </dl>
            {footer ? <div className={styles.cardFooter}>{footer(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<T>
      className={styles.table}
      aria-label={label}
      rowKey={rowKey}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns.map((column) => ({
        key: column.key,
        title: column.title,
        align: column.align,
        render: (_value: unknown, row: T) => column.render(row),
      }))}
    />
  );
}
