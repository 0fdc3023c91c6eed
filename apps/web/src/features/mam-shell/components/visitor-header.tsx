import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LanguageSelect } from '@/components/language-select';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { MAM_PATHS, mamHomeSectionPath, mamPersonalCenterPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import styles from './visitor.module.css';

/** The landing variant's links: the home's sections (spec 2: ?target=) and the recommended traders. */
function useLinks() {
  const { t } = useTranslation();
  return [
    { to: mamHomeSectionPath('tradeAccount'), label: t('mamShell.home.nav.tradeAccount') },
    { to: MAM_PATHS.accountList, label: t('mamShell.home.nav.recommended') },
    { to: mamHomeSectionPath('howUse'), label: t('mamShell.home.nav.howUse') },
    { to: mamHomeSectionPath('about'), label: t('mamShell.home.nav.about') },
  ];
}

/**
 * The landing variant's header (version 1): the brand linking home, the sections and the recommended
 * traders, the language, and login / register, or the way into the back office once signed in.
 */
export function VisitorHeader() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const links = useLinks();
  const [open, setOpen] = useState(false);
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const locales = availableLocales(site.availableLang);
  const account = user ? (
    <ButtonLink to={mamPersonalCenterPath(user.userType)} type="primary">
      {t('mamShell.home.console')}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to={MAM_PATHS.login} type="text" className={styles.ghost}>
        {t('header.login')}
      </ButtonLink>
      <ButtonLink to={MAM_PATHS.register} type="primary">
        {t('header.register')}
      </ButtonLink>
    </>
  );
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={MAM_PATHS.root} className={styles.brand} aria-label={brand}>
          {logo ? (
            <img src={logo} alt={brand} className={styles.logo} />
          ) : (
            <span className={styles.brandName}>{brand}</span>
          )}
        </Link>
        <nav className={styles.nav} aria-label={t('header.navigation')}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={styles.navLink}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <span className={styles.wideOnly}>
            <LanguageSelect
              available={locales}
              current={currentLocale()}
              onChange={(next) => changeLanguage(next)}
              tone="onDark"
            />
          </span>
          <span className={styles.wideOnly}>{account}</span>
          <Button
            type="text"
            className={`${styles.ghost} ${styles.burger}`}
            icon={<MenuOutlined />}
            aria-label={t('header.openMenu')}
            onClick={() => setOpen(true)}
          />
        </div>
      </div>
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" size={280} title={brand}>
        <nav className={styles.drawerNav} aria-label={t('header.navigation')}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={styles.drawerLink} onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.drawerActions}>
          {account}
          <LanguageSelect
            available={locales}
            current={currentLocale()}
            onChange={(next) => changeLanguage(next)}
          />
        </div>
      </Drawer>
    </header>
  );
}
