import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryView, type ViewQuery } from '@/components/query-view';
import styles from './feeds.module.css';

/** Loading, failed and empty states shared by the lists of the discovery pages. */
export function ListState({
  query,
  empty,
  rows = 5,
  children,
}: {
  query: ViewQuery<unknown[]>;
  empty: string;
  rows?: number;
  children: ReactNode;
}) {
  return (
    <QueryView
      query={query}
      message={false}
      loading={
        <div className={styles.skeleton} aria-hidden>
          {Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} active avatar={{ size: 32 }} title={false} paragraph={{ rows: 2 }} />
          ))}
        </div>
      }
      isEmpty={(data) => data.length === 0}
      empty={<Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
    >
      {() => children}
    </QueryView>
  );
}
