import type { ReactNode } from 'react';
import { QueryView, type ViewQuery } from '@/components/query-view';
import styles from './feeds.module.css';
import { EmptyNote, Placeholder } from '@/components/placeholder/placeholder';

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
            <Placeholder key={index} avatar={{ size: 32 }} title={false} paragraph={{ rows: 2 }} />
          ))}
        </div>
      }
      isEmpty={(data) => data.length === 0}
      empty={<EmptyNote className={styles.empty} description={empty} />}
    >
      {() => children}
    </QueryView>
  );
}
