import type { RankingRow } from '@copytrade/contracts/community';
import type { ReactNode } from 'react';
import styles from './ranking-table.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

/** What every way of drawing the ranking is given: a page of rows, their first rank and the action. */
export type RankingViewProps = {
  rows: readonly RankingRow[];
  /** The rank of the first row (the page's offset plus one). */
  firstRank: number;
  renderAction: (row: RankingRow) => ReactNode;
};

/** The accessible name of a trader's row or card: `nickname #order login`. */
export const rowLabel = (row: RankingRow) => `${row.userName} #${row.loginOrder} ${row.login}`;

/** The table's place while the ranking or the table's code loads. */
export function RankingTableSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden>
      <Placeholder title={false} paragraph={{ rows: 10 }} />
    </div>
  );
}
