import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LanguageSelect } from '@/components/language-select';
import { BrandSign } from '@/components/limit-dialogs/brand-sign';
import { RouteProgress } from '@/components/route-progress';
import { ContactBar } from '@/features/footer/components/contact-bar';
import { LazyMessageBell } from '@/features/messages/components/lazy-message-bell';
import { useHeaderData } from '@/features/navigation/api/get-header-data';
import { NavMenu } from '@/features/navigation/components/nav-menu';
import { LazyUserMenu } from '@/features/navigation/components/lazy-user-menu';
import { isHeaderHidden } from '@/features/navigation/utils/header-rules';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { copyrightText } from '@/lib/copyright';
import { isIframe } from '@/lib/iframe';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import { RealtimeBridge } from '../../realtime-bridge';
import { LoginDialogHost, scrollKey } from '../../shells/shell-parts';
import styles from './portal-shell.module.css';

/**
 * Template 4 ("Portal"): white and minimal. A slim header (brand, menu, log in), the page, and a footer of
 * one line. The header is always white, so a logo drawn for a dark header bar (the site's header colour is
 * dark) is replaced by the site's icon and brand name.
 */

/** The brand in the white header: the navigation logo where it was made for a light bar, else icon + name. */
function PortalBrand() {
  const site = useSiteConfig();
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const icon = assetUrl(site.icon);
  const logoFits = logo && !sitePalette(site).headerDark;
  return (
    <Link to={normalizeInternalPath(site.defaultBaseUrl)} className={styles.brand} aria-label={brand}>
      {logoFits ? (
        <img src={logo} alt={brand} className={styles.logo} />
      ) : (
        <>
          {icon ? <img src={icon} alt="" className={styles.icon} /> : null}
          <span className={styles.brandText}>{brand}</span>
        </>
      )}
    </Link>
  );
}

function PortalHeader() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const locale = currentLocale();
  const menu = useHeaderData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const items = menu.data ?? [];
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <PortalBrand />
        <BrandSign tone="plain" />
        <nav className={styles.nav} aria-label={t('header.navigation')}>
          <NavMenu items={items} locale={locale} mode="horizontal" theme="light" className={styles.menu} />
        </nav>
        <div className={styles.actions}>
          {user ? <LazyMessageBell /> : null}
          {user ? (
            <LazyUserMenu user={user} />
          ) : (
            <>
              <ButtonLink to={PATHS.register} type="text" size="small" className={styles.register}>
                {t('header.register')}
              </ButtonLink>
              <ButtonLink
                to={PATHS.login}
                type="primary"
                size="small"
                className={styles.login}
                onPlainClick={() => openLoginDialog()}
              >
                {t('header.login')}
              </ButtonLink>
            </>
          )}
          <Button
            type="text"
            className={styles.burger}
            icon={<MenuOutlined />}
            aria-label={t('header.openMenu')}
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </div>
      <Drawer
        open={drawerOpen}
        onClose={closeDrawer}
        placement="right"
        size={280}
        title={site.brandName || site.siteName}
      >
        <NavMenu items={items} locale={locale} mode="inline" theme="light" onNavigate={closeDrawer} />
      </Drawer>
    </header>
  );
}

/** The footer's one line: copyright years, the fine-print links and the language; a short risk line under it. */
function PortalFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const locale = currentLocale();
  const brand = site.brandName || site.siteName;
  const links = [
    { to: PATHS.introduce, label: t('about.menu.introduce') },
    { to: PATHS.announcementList, label: t('about.menu.announcement') },
    { to: PATHS.riskDisclosure, label: t('about.menu.riskDisclosure') },
    { to: PATHS.privacyPolicy, label: t('about.menu.privacyPolicy') },
    { to: PATHS.disclaimerSay, label: t('about.menu.disclaimerSay') },
    { to: PATHS.contactUs, label: t('about.menu.contactUs') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footLine}>
        <span className={styles.copyright}>{copyrightText(brand)}</span>
        <nav className={styles.footLinks} aria-label={t('templatePortal.footer.label')}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <LanguageSelect
          available={availableLocales(site.availableLang)}
          current={locale}
          onChange={(next) => changeLanguage(next)}
        />
      </div>
      <p className={styles.risk}>{t('templatePortal.footer.risk')}</p>
    </footer>
  );
}

/** The layout route of template 4. The header rules of template 1 apply (no chrome on the login pages). */
export function PortalShell() {
  const { pathname } = useLocation();
  const chromeHidden = isHeaderHidden(pathname, isIframe());
  return (
    <div className={styles.shell}>
      <RouteProgress />
      {chromeHidden ? null : <PortalHeader />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {chromeHidden ? null : <PortalFooter />}
      {chromeHidden ? null : <ContactBar />}
      <LoginDialogHost />
      <RealtimeBridge />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
