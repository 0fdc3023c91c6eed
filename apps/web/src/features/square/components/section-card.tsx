import type { ReactNode } from 'react';
import styles from './section-card.module.css';

/** A titled white card of the discovery pages: icon, title, a line under it, and an extra on the right. */
export function SectionCard({
  title,
  icon,
  subtitle,
  extra,
  children,
  className,
  headingLevel = 2,
}: {
  title: ReactNode;
  icon?: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.card} ${className ?? ''}`}>
      <header className={styles.head}>
        <div className={styles.headText}>
          <Heading className={styles.title}>
            {icon ? (
              <span className={styles.icon} aria-hidden>
                {icon}
              </span>
            ) : null}
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** "Live": a pulsing dot beside a feed that is read again every 30 s. */
export function LiveBadge({ label }: { label: string }) {
  return (
    <span className={styles.live}>
      <span className={styles.liveDot} aria-hidden />
      {label}
    </span>
  );
}
