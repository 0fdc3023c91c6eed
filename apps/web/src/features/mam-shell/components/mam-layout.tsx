import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { Cust } from '@copytrade/contracts/auth';
import { USER_TYPE } from '@copytrade/contracts/constants';
import { Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { useCurrentUser } from '@/lib/auth';
import { mamLoginPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { useMediaQuery } from '../utils/use-media-query';
import { BrandSign } from './brand-sign';
import { MamFooter } from './mam-footer';
import { SideMenu } from './side-menu';
import styles from './mam-layout.module.css';

/** Spec 9: the side menu collapses under 1200 px; under 768 px it becomes a drawer. */
export const NARROW_QUERY = '(max-width: 1199.98px)';
export const PHONE_QUERY = '(max-width: 767.98px)';

export type MamLayoutProps = {
  /** The message bell (messages feature), linking to /user/message. */
  bell: ReactNode;
  /** The avatar dropdown (navigation feature) for the signed-in user. */
  userMenu: (user: Cust) => ReactNode;
  /** The usage meter of a trader's accounts over the site's limits (accounts feature). */
  usage: ReactNode;
};

/**
 * The MAM back office's frame (spec 2, MAM back office): the top bar (brand sign, bell, language, avatar
 * menu), the side menu by role with the trader's usage meter, the page and the footer. The side menu is a
 * narrow icon rail under 1200 px and a drawer on a phone; the top bar's button expands or opens it.
 * Visitors are sent to /login and come back here after signing in.
 */
export function MamLayout({ bell, userMenu, usage }: MamLayoutProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  // The reader's own choice holds until the screen crosses the breakpoint.
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collapsed = choice !== null && choice.narrow === narrow ? choice.collapsed : narrow;

  if (!user) return <Navigate to={mamLoginPath(`${pathname}${search}`)} replace />;

  const trader = user.userType === USER_TYPE.TRADER;
  const locales = availableLocales(site.availableLang);
  const toggle = () => {
    if (phone) setDrawerOpen(true);
    else setChoice({ narrow, collapsed: !collapsed });
  };

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <Button
          type="text"
          className={styles.toggle}
          icon={phone ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={phone || collapsed ? t('mamShell.menu.expand') : t('mamShell.menu.collapse')}
          aria-expanded={phone ? drawerOpen : !collapsed}
          onClick={toggle}
        />
        <BrandSign />
        <div className={styles.actions}>
          {bell}
          {phone ? null : (
            <LanguageSelect
              available={locales}
              current={currentLocale()}
              onChange={(next) => changeLanguage(next)}
              tone="onDark"
            />
          )}
          {userMenu(user)}
        </div>
      </header>
      <div className={styles.body}>
        {phone ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={272}
            title={site.brandName || site.siteName}
            className={styles.drawer}
          >
            <SideMenu
              userType={user.userType}
              admin={user.isAdmin === true}
              collapsed={false}
              onNavigate={() => setDrawerOpen(false)}
            />
            {trader ? <div className={styles.usage}>{usage}</div> : null}
            <div className={styles.drawerLanguage}>
              <LanguageSelect
                available={locales}
                current={currentLocale()}
                onChange={(next) => changeLanguage(next)}
              />
            </div>
          </Drawer>
        ) : (
          <div className={`${styles.siderColumn} ${collapsed ? styles.siderCollapsed : ''}`}>
            <aside className={styles.sider} data-testid="mam-sider" data-collapsed={collapsed}>
              <SideMenu userType={user.userType} admin={user.isAdmin === true} collapsed={collapsed} />
              {trader && !collapsed ? <div className={styles.usage}>{usage}</div> : null}
            </aside>
          </div>
        )}
        <div className={styles.main}>
          <main className={styles.page}>
            <Outlet />
          </main>
          <MamFooter />
        </div>
      </div>
    </div>
  );
}
