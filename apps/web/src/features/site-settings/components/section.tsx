import type { ReactNode } from 'react';
import styles from './section.module.css';

/** One block of a settings tab: a title with its icon, a line of explanation, the fields. */
export function Section({
  id,
  icon,
  title,
  note,
  extra,
  children,
}: {
  id: string;
  icon?: ReactNode;
  title: ReactNode;
  note?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <div>
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

/** The save button row at the end of a tab. */
export function SaveBar({ children }: { children: ReactNode }) {
  return <div className={styles.saveBar}>{children}</div>;
}
