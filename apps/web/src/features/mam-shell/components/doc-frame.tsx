import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '@/lib/api-client';
import { MAM_PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { MamFooter } from './mam-footer';
import styles from './doc-frame.module.css';

/**
 * A document page of the back office (the user guide and privacy policy the sign-up form links to): the
 * brand over the text, leading home on the landing variant and to the login page on the standalone one.
 */
export function DocFrame({ children }: { children: ReactNode }) {
  const site = useSiteConfig();
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to={site.version === 1 ? MAM_PATHS.root : MAM_PATHS.login} className={styles.brand}>
          {logo ? <img src={logo} alt={brand} className={styles.logo} /> : <span>{brand}</span>}
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
      <MamFooter />
    </div>
  );
}
