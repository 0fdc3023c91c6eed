import { siteStateOf } from '@copytrade/contracts/operator';
import type { SiteConfig } from '@copytrade/contracts/site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/lib/api-client';
import styles from './site-closed.module.css';
import './global.css';

/**
 * What every page of a suspended or expired site shows instead of the app (issue 15): the site's logo and
 * name, why it is closed (the operator's reason when he gave one) and how to reach it. The server answers
 * nothing else of the site meanwhile (21001).
 */
export function SiteClosed({ site }: { site: SiteConfig }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const state = siteStateOf(site, now);
  const title =
    state === 'notStarted'
      ? t('siteClosed.notStartedTitle')
      : state === 'expired'
        ? t('siteClosed.expiredTitle')
        : t('siteClosed.suspendedTitle');
  const logo = assetUrl(site.navibarLogo || site.icon);
  const name = site.brandName || site.siteName;
  return (
    <main className={styles.page} role="alert">
      <div className={styles.card}>
        <div className={styles.brand}>
          {logo ? (
            <img src={logo} alt={name} className={styles.logo} />
          ) : (
            <span className={styles.name}>{name}</span>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        {site.suspendReason ? (
          <p className={styles.reason}>
            <span className={styles.reasonLabel}>{t('siteClosed.reason')}</span>
            {site.suspendReason}
          </p>
        ) : null}
        <p className={styles.text}>{t('siteClosed.text')}</p>
        {site.custServicePhone || site.custServiceEmail ? (
          <ul className={styles.contact}>
            {site.custServicePhone ? (
              <li>{t('siteClosed.phone', { phone: site.custServicePhone })}</li>
            ) : null}
            {site.custServiceEmail ? (
              <li>{t('siteClosed.email', { email: site.custServiceEmail })}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </main>
  );
}
