import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import styles from './section-layout.module.css';

export type SectionPage = { path: string; label: string; icon: ReactNode };

export type SectionLayoutProps = {
  /** The section's name, above its menu. */
  title: string;
  pages: readonly SectionPage[];
  /** Puts the page in a card (pages that draw no card of their own). */
  card?: boolean;
};

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

function PageLink({ page, active, className }: { page: SectionPage; active: boolean; className?: string }) {
  return (
    <Link
      to={page.path}
      className={active ? `${className} ${styles.active}` : className}
      aria-current={active ? 'page' : undefined}
    >
      <span className={styles.icon}>{page.icon}</span>
      <span className={styles.label}>{page.label}</span>
    </Link>
  );
}

/**
 * A section of the hash-mode site (/messages, /marketDynamics, /about, /customer): its pages' menu (a side
 * menu on a desktop, a strip of tabs on a phone) beside the page the route table puts in it.
 */
export function SectionLayout({ title, pages, card = false }: SectionLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pages.find((page) => isUnder(pathname, page.path))?.path;
  const tabs = useRef<HTMLElement>(null);

  // A phone's tab strip scrolls sideways: bring the page's tab into it.
  useEffect(() => {
    const strip = tabs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.clientWidth) / 2;
  }, [current]);

  const label = t('hashSite.sectionMenu', { section: title });
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <nav className={styles.menu} aria-label={label}>
            <div className={styles.menuTitle}>{title}</div>
            {pages.map((page) => (
              <PageLink
                key={page.path}
                page={page}
                active={current === page.path}
                className={styles.menuLink}
              />
            ))}
          </nav>
        </aside>
        <nav ref={tabs} className={styles.tabs} aria-label={label}>
          {pages.map((page) => (
            <PageLink key={page.path} page={page} active={current === page.path} className={styles.tab} />
          ))}
        </nav>
        <div className={card ? styles.card : styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
