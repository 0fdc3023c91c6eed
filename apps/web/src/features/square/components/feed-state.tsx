import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import styles from './feeds.module.css';

/** Loading, failed and empty states shared by the lists of the discovery pages. */
export function ListState({
  query,
  empty,
  rows = 5,
  children,
}: {
  query: { isError: boolean; data: unknown[] | undefined; refetch: () => unknown };
  empty: string;
  rows?: number;
  children: ReactNode;
}) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className={styles.skeleton} aria-hidden>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} active avatar={{ size: 32 }} title={false} paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (query.data.length === 0) {
    return <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  }
  return children;
}
