import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

export type PageHeadingProps = {
  title: ReactNode;
  /** A line under the title: a date, a summary. */
  meta?: ReactNode;
  extra?: ReactNode;
};

export function PageHeading({ title, meta, extra }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
