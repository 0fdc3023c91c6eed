import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import styles from './page-states.module.css';

/** An empty list with a line on what fills it, and an optional next step. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  return (
    <Empty
      className={styles.empty}
      image={<span className={styles.emptyIcon}>{icon}</span>}
      description={
        <>
          <span className={styles.emptyTitle}>{title}</span>
          <span className={styles.emptyHint}>{hint}</span>
        </>
      }
    >
      {action}
    </Empty>
  );
}

/** Rows of placeholders while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className={styles.skeletons} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} active title={false} paragraph={{ rows: 1, width: '100%' }} />
      ))}
    </div>
  );
}
