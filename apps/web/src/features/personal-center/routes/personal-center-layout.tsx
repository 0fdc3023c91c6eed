import { LAYOUT, USER_TYPE } from '@copytrade/contracts/constants';
import {
  BarChartOutlined,
  CopyOutlined,
  FileSearchOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ProfileOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Grid, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoginPrompt } from '@/components/login-prompt';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { menuGroups, ownPath, pageOf, type CenterPage } from '../utils/pages';
import styles from './personal-center-layout.module.css';

const ICONS: Record<CenterPage, ReactNode> = {
  transactionAnalysis: <BarChartOutlined />,
  transactionOrder: <UnorderedListOutlined />,
  accountSetting: <SettingOutlined />,
  subscriptionTotal: <ProfileOutlined />,
  copyOrder: <SwapOutlined />,
  subscribers: <TeamOutlined />,
  masterOrder: <FileSearchOutlined />,
};

const GROUP_ICONS = { account: <WalletOutlined />, copy: <CopyOutlined /> } as const;

/**
 * /personalCenter/:id (spec 2): the side menu of the sections built so far (accounts; copy trading, with
 * the trader's pages for userType 3) and the page. Only the owner
 * sees it: another id is replaced by the signed-in user's own; a visitor is asked to log in. The side menu
 * collapses under 1200 px.
 */
export function PersonalCenterLayoutRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  // antd's `xl` breakpoint is 1200 px, the spec's (LAYOUT.BREAKPOINT): the Sider collapses under it.
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < LAYOUT.BREAKPOINT);

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);

  if (!user) {
    return (
      <div className={styles.prompt}>
        <LoginPrompt title={t('personalCenter.title')} description={t('personalCenter.loginHint')} />
      </div>
    );
  }

  if (id !== String(user.id)) return <Navigate to={ownPath(pathname, user.id)} replace />;

  const base = `/personalCenter/${user.id}`;
  const groups = menuGroups(user.userType === USER_TYPE.TRADER).map((group) => ({
    key: group.key,
    icon: GROUP_ICONS[group.key],
    label: t(`personalCenter.menu.${group.key}`),
    children: group.pages.map((page) => ({
      key: page,
      icon: ICONS[page],
      label: <Link to={`${base}/account/${page}`}>{t(`personalCenter.menu.${page}`)}</Link>,
    })),
  }));
  // Collapsed or on a phone the pages are listed flat, each reachable in one tap.
  const items: MenuProps['items'] = collapsed || mobile ? groups.flatMap((group) => group.children) : groups;
  const selected = pageOf(pathname);

  if (mobile) {
    return (
      <div className={styles.mobile}>
        <nav aria-label={t('personalCenter.menuLabel')}>
          <Menu
            mode="horizontal"
            items={items}
            selectedKeys={selected ? [selected] : []}
            className={styles.mobileMenu}
          />
        </nav>
        <div className={styles.panel}>
          <Outlet />
        </div>
      </div>
    );
  }

  return (
    <Layout className={styles.layout} hasSider>
      <Layout.Sider
        className={styles.sider}
        theme="light"
        width={220}
        collapsedWidth={64}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="xl"
        trigger={null}
        aria-label={t('personalCenter.menuLabel')}
      >
        <div className={`${styles.siderHead} ${collapsed ? styles.siderHeadCollapsed : ''}`}>
          {collapsed ? null : <span className={styles.siderTitle}>{t('personalCenter.title')}</span>}
          <Button
            type="text"
            size="small"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('personalCenter.expandMenu') : t('personalCenter.collapseMenu')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          />
        </div>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          defaultOpenKeys={['account', 'copy']}
          inlineCollapsed={collapsed}
        />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        <div className={styles.panel}>
          <Outlet />
        </div>
      </Layout.Content>
    </Layout>
  );
}
