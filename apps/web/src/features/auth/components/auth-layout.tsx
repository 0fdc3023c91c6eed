import { ArrowLeftOutlined, CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { copyrightText } from '@/lib/copyright';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import styles from './auth-layout.module.css';

export type AuthLayoutProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /**
   * Where the brand and "back to home" lead; null where the site has no home page of its own (the MAM
   * back office's version 0, whose '/' is this login). The configured default base URL by default.
   */
  home?: string | null;
};

/** The branded split page of /login, /reg/register and /forgertPassword (no shared header there). */
export function AuthLayout({ title, subtitle, children, home: homeOverride }: AuthLayoutProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const locale = currentLocale();
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const home = homeOverride === undefined ? normalizeInternalPath(site.defaultBaseUrl) : homeOverride;
  const brandMark = logo ? (
    <img src={logo} alt={brand} className={styles.logo} />
  ) : (
    <span className={styles.brandText}>{brand}</span>
  );
  const points = [t('auth.panel.point1'), t('auth.panel.point2'), t('auth.panel.point3')];

  return (
    <div className={styles.page}>
      <aside className={styles.panel}>
        <div className={styles.panelGlow} aria-hidden />
        {home === null ? (
          <span className={styles.brand}>{brandMark}</span>
        ) : (
          <Link to={home} className={styles.brand}>
            {brandMark}
          </Link>
        )}
        <div className={styles.panelBody}>
          <h2 className={styles.panelTitle}>{t('auth.panel.title')}</h2>
          <p className={styles.panelText}>{t('auth.panel.text', { brand })}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <CheckCircleFilled className={styles.pointIcon} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.secure}>
          <LockOutlined /> {t('auth.panel.secure')}
        </p>
      </aside>
      <main className={styles.main}>
        <div className={styles.topBar}>
          {home === null ? (
            <span />
          ) : (
            <Link to={home} className={styles.back}>
              <ArrowLeftOutlined /> {t('auth.backHome')}
            </Link>
          )}
          <LanguageSelect
            available={availableLocales(site.availableLang)}
            current={locale}
            onChange={(next) => changeLanguage(next)}
          />
        </div>
        <div className={styles.cardWrap}>
          <div className={styles.card}>
            {home === null ? (
              <span className={styles.mobileBrand}>{brand}</span>
            ) : (
              <Link to={home} className={styles.mobileBrand}>
                {brand}
              </Link>
            )}
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            {children}
          </div>
        </div>
        <p className={styles.copy}>{copyrightText(brand)}</p>
      </main>
    </div>
  );
}
