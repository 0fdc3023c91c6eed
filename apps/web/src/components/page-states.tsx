import type { ReactNode } from 'react';
import { EmptyNote, Placeholder } from './placeholder/placeholder';
import styles from './page-states.module.css';

/** The round icon of an empty state, for a page's own empty result (a Result, an Empty). */
export const emptyIconClass = styles.emptyIcon;

/** An empty list with a line on what fills it, and an optional next step. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  roomy = false,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
  /** More room above and below (a whole page that is empty, not a tab of one). */
  roomy?: boolean;
}) {
  return (
    <EmptyNote
      large
      className={roomy ? `${styles.empty} ${styles.roomy}` : styles.empty}
      image={<span className={styles.emptyIcon}>{icon}</span>}
      description={
        <>
          <span className={styles.emptyTitle}>{title}</span>
          <span className={styles.emptyHint}>{hint}</span>
        </>
      }
    >
      {action}
    </EmptyNote>
  );
}

/**
 * Rows of placeholders while a list loads: lines, or people (a title and a line, with an avatar unless
 * `avatar` is false).
 */
export function ListSkeleton({
  rows = 4,
  people = false,
  avatar = true,
}: {
  rows?: number;
  people?: boolean;
  avatar?: boolean;
}) {
  return (
    <div className={people ? `${styles.skeletons} ${styles.roomy}` : styles.skeletons} aria-busy>
      {Array.from({ length: rows }, (_, index) =>
        people ? (
          <Placeholder key={index} avatar={avatar ? { size: 44 } : false} paragraph={{ rows: 1 }} />
        ) : (
          <Placeholder key={index} title={false} paragraph={{ rows: 1, width: '100%' }} />
        ),
      )}
    </div>
  );
}
