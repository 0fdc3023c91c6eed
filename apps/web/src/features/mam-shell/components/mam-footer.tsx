import { copyrightText } from '@/lib/copyright';
import { useSiteConfig } from '@/lib/site-config';
import styles from './mam-layout.module.css';

/** The back office's footer: the copyright years from 2019 to this year (spec 2 and 9). */
export function MamFooter() {
  const site = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <span>{copyrightText(site.brandName || site.siteName)}</span>
    </footer>
  );
}
