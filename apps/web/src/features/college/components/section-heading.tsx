import { ArrowRightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section-heading.module.css';

/** A section's title with an optional line under it and a "see all" link on the right. */
export function SectionHeading({
  id,
  title,
  hint,
  more,
}: {
  id?: string;
  title: ReactNode;
  hint?: ReactNode;
  more?: { to: string; label: string };
}) {
  return (
    <div className={styles.head}>
      <div>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      {more ? (
        <Link to={more.to} className={styles.more}>
          {more.label} <ArrowRightOutlined aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}
