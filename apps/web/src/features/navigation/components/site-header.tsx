import { MenuOutlined } from '@ant-design/icons';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PlainButton } from '@/components/plain-button/plain-button';
import { LanguageSelect } from '@/components/language-select';
import { BrandSign } from '@/components/limit-dialogs/brand-sign';
import { changeLanguage, currentLocale, availableLocales } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import { useHeaderData } from '../api/get-header-data';
import { HeaderNav } from './header-nav';
import { MenuDrawerHost } from './menu-drawer-host';
import { LazyUserMenu } from './lazy-user-menu';
import styles from './site-header.module.css';

export type SiteHeaderProps = {
  /** The unread-message bell (messages feature), shown for a signed-in user. */
  bell?: ReactNode;
};

/** The shared header (spec 2): logo, server menu, bell, language, and login or the avatar menu. */
export function SiteHeader({ bell }: SiteHeaderProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const locale = currentLocale();
  const menu = useHeaderData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const homePath = normalizeInternalPath(site.defaultBaseUrl);
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const languages = availableLocales(site.availableLang);
  const menuItems = menu.data ?? [];

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={homePath} className={styles.brand} aria-label={brand}>
          {logo ? (
            <img src={logo} alt={brand} className={styles.logo} />
          ) : (
            <span className={styles.brandText}>{brand}</span>
          )}
        </Link>
        {/* A standard (version 0) site's sign: it offers the professional version (issue 15). */}
        <BrandSign />

        <nav className={styles.nav} aria-label={t('header.navigation')}>
          <HeaderNav items={menuItems} locale={locale} className={styles.menu} />
        </nav>

        <div className={styles.actions}>
          {user ? bell : null}
          <span className={styles.desktopOnly}>
            <LanguageSelect
              available={languages}
              current={locale}
              onChange={(next) => changeLanguage(next)}
              tone="onDark"
            />
          </span>
          {user ? (
            <LazyUserMenu user={user} />
          ) : (
            <>
              <ButtonLink
                to={PATHS.register}
                type="text"
                className={`${styles.ghost} ${styles.registerLink}`}
              >
                {t('header.register')}
              </ButtonLink>
              <ButtonLink to={PATHS.login} type="primary" onPlainClick={() => openLoginDialog()}>
                {t('header.login')}
              </ButtonLink>
            </>
          )}
          <PlainButton
            type="text"
            className={`${styles.ghost} ${styles.burger}`}
            icon={<MenuOutlined />}
            aria-label={t('header.openMenu')}
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </div>

      <MenuDrawerHost
        open={drawerOpen}
        onClose={closeDrawer}
        title={brand}
        items={menuItems}
        locale={locale}
        languages={languages}
        signedIn={user !== null}
        theme="light"
        className={styles.drawer}
        footerClassName={styles.drawerFooter}
      />
    </header>
  );
}
