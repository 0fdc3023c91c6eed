import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** A block of the editor, framed like the other settings tabs: a title with its icon, a note, the content. */
export function Panel({
  id,
  icon,
  title,
  note,
  extra,
  className,
  children,
}: {
  id: string;
  icon?: ReactNode;
  title: ReactNode;
  note?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={id}>
      <div className={styles.head}>
        <div className={styles.heading}>
          <h2 id={id} className={styles.title}>
            {icon}
            {title}
          </h2>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      {children}
    </section>
  );
}
