import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LanguageSelect } from '@/components/language-select';
import { BrandSign } from '@/components/limit-dialogs/brand-sign';
import { LazyMessageBell } from '@/features/messages/components/lazy-message-bell';
import { useHeaderData } from '@/features/navigation/api/get-header-data';
import { MenuDrawerHost } from '@/features/navigation/components/menu-drawer-host';
import { NavMenu } from '@/features/navigation/components/nav-menu';
import { LazyUserMenu } from '@/features/navigation/components/lazy-user-menu';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import styles from './terminal-header.module.css';

/**
 * The logo that reads on a dark bar: the header logo when the site's header is dark, else the footer logo
 * when its footer is, else none (the brand name is written instead).
 */
function useDarkLogo(): string {
  const site = useSiteConfig();
  const palette = sitePalette(site);
  if (palette.headerDark && site.navibarLogo) return assetUrl(site.navibarLogo);
  if (palette.footerDark && site.footBarLogo) return assetUrl(site.footBarLogo);
  return '';
}

/** Template 2's header: logo, the server menu, the bell, language, and login or the user menu; dense and dark. */
export function TerminalHeader() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const locale = currentLocale();
  const menu = useHeaderData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const brand = site.brandName || site.siteName;
  const logo = useDarkLogo();
  const languages = availableLocales(site.availableLang);
  const items = menu.data ?? [];

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={normalizeInternalPath(site.defaultBaseUrl)} className={styles.brand} aria-label={brand}>
          {logo ? (
            <img src={logo} alt={brand} className={styles.logo} />
          ) : (
            <>
              <span className={styles.mark} aria-hidden>
                {brand.slice(0, 1).toUpperCase()}
              </span>
              <span className={styles.brandText}>{brand}</span>
            </>
          )}
        </Link>
        <BrandSign />

        <nav className={styles.nav} aria-label={t('templateTerminal.header.navigation')}>
          <NavMenu items={items} locale={locale} mode="horizontal" theme="dark" className={styles.menu} />
        </nav>

        <div className={styles.actions}>
          {user ? <LazyMessageBell /> : null}
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
              <ButtonLink to={PATHS.register} type="text" size="small" className={styles.register}>
                {t('header.register')}
              </ButtonLink>
              <ButtonLink to={PATHS.login} type="primary" size="small" onPlainClick={() => openLoginDialog()}>
                {t('header.login')}
              </ButtonLink>
            </>
          )}
          <Button
            type="text"
            className={styles.burger}
            icon={<MenuOutlined />}
            aria-label={t('templateTerminal.header.openMenu')}
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </div>

      <MenuDrawerHost
        open={drawerOpen}
        onClose={closeDrawer}
        title={brand}
        items={items}
        locale={locale}
        languages={languages}
        signedIn={user !== null}
        theme="dark"
        footerClassName={styles.drawerFooter}
      />
    </header>
  );
}
