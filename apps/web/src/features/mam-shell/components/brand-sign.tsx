import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetUrl } from '@/lib/api-client';
import { MAM_PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { UpgradeDialog } from './upgrade-dialog';
import styles from './mam-layout.module.css';

/**
 * The brand sign of the top bar (spec 2 and 6, Logo): the navigation-bar logo (which carries the name), or
 * the brand name where the site has no logo; the name is always the sign's accessible name. On a
 * custom-branded site (version 1) it links home; on the default version it offers the upgrade to the
 * professional version.
 */
export function BrandSign() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const mark = logo ? (
    <img src={logo} alt={brand} className={styles.logo} />
  ) : (
    <span className={styles.brandName}>{brand}</span>
  );
  if (site.version === 1) {
    return (
      <Link to={MAM_PATHS.root} className={styles.brand} aria-label={brand}>
        {mark}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.brand}
        onClick={() => setUpgradeOpen(true)}
        aria-label={`${brand} · ${t('mamShell.upgrade.title')}`}
        title={t('mamShell.upgrade.title')}
      >
        {mark}
      </button>
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </>
  );
}
