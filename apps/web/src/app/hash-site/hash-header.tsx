import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LanguageSelect } from '@/components/language-select';
import { BrandSign } from '@/components/limit-dialogs/brand-sign';
import { useHeaderData } from '@/features/navigation/api/get-header-data';
import { MenuDrawerHost } from '@/features/navigation/components/menu-drawer-host';
import { NavMenu } from '@/features/navigation/components/nav-menu';
import styles from '@/features/navigation/components/site-header.module.css';
import { LazyUserMenu } from '@/features/navigation/components/lazy-user-menu';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import { hashMenu, hashPathOf } from './hash-paths';

/**
 * The shared header (spec 2) as the hash-mode site shows it: the same logo, server menu, bell, language
 * and login or avatar menu as `SiteHeader`, with the menu's public-site paths moved to the hash site's
 * pages (/community/trader -> /strategy, /tools -> /marketDynamics), so the right entry lights up.
 */
export function HashHeader({ bell }: { bell?: ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const locale = currentLocale();
  const menu = useHeaderData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const homePath = hashPathOf(normalizeInternalPath(site.defaultBaseUrl));
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const languages = availableLocales(site.availableLang);
  const menuItems = useMemo(() => hashMenu(menu.data ?? []), [menu.data]);
  const menuTheme = sitePalette(site).headerDark ? 'dark' : 'light';

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
        <BrandSign />

        <nav className={styles.nav} aria-label={t('header.navigation')}>
          <NavMenu
            items={menuItems}
            locale={locale}
            mode="horizontal"
            theme={menuTheme}
            className={styles.menu}
          />
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
          <Button
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
