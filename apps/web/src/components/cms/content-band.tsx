import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './content-band.module.css';

/** One step of a breadcrumb; the last one (the page itself) usually has no link. */
export type Crumb = { title: string; to?: string };

export type ContentBandProps = {
  breadcrumb: Crumb[];
  title: ReactNode;
  /** The line under the title (a description, the meta of an article). */
  meta?: ReactNode;
  /** Under the title: a search box, tabs. */
  children?: ReactNode;
};

/** The header band of an education page: breadcrumb, title, a line under it, on the theme's gradient. */
export function ContentBand({ breadcrumb, title, meta, children }: ContentBandProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.band}>
      <div className={styles.inner}>
        {breadcrumb.length > 0 ? (
          <nav aria-label={t('cms.breadcrumb')}>
            <Breadcrumb
              className={styles.breadcrumb}
              items={breadcrumb.map((crumb) => ({
                title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
              }))}
            />
          </nav>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </section>
  );
}
