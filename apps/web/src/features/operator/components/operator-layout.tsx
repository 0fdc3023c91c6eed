import { LOCALES } from '@copytrade/contracts/locale';
import {
  AppstoreOutlined,
  LogoutOutlined,
  MenuOutlined,
  PlusCircleOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { changeLanguage, currentLocale } from '@/i18n/locale';
import { useOperatorSession } from '@/lib/operator-session';
import { OPERATOR_PATHS } from '@/lib/paths';
import { useOperatorLogout, useOperatorMe } from '../api/operator-api';
import styles from './operator-layout.module.css';

/** The console's brand block: the platform's mark and name. */
export function ConsoleBrand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={compact ? `${styles.brand} ${styles.brandCompact}` : styles.brand}>
      <span className={styles.brandMark} aria-hidden>
        <SafetyCertificateOutlined />
      </span>
      <span className={styles.brandText}>
        <span className={styles.brandName}>{t('operator.brand')}</span>
        {compact ? null : <span className={styles.brandSub}>{t('operator.brandSub')}</span>}
      </span>
    </div>
  );
}

/**
 * The console's frame (issue 15): a dark side menu (sites, new site), the top bar with the language and
 * the operator's menu, and the page. Without a session it sends to the sign-in page. Under 992 px the
 * side menu becomes a drawer behind the top bar's menu button.
 */
export function OperatorLayout() {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const signedIn = session.token !== null;
  const me = useOperatorMe(signedIn);
  const logout = useOperatorLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const [drawer, setDrawer] = useState(false);

  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${OPERATOR_PATHS.login}?returnTo=${encodeURIComponent(back)}`} replace />;
  }

  const selected = location.pathname.startsWith(OPERATOR_PATHS.newSite) ? 'new' : 'sites';
  const items: MenuProps['items'] = [
    { key: 'sites', icon: <AppstoreOutlined />, label: t('operator.menu.sites') },
    { key: 'new', icon: <PlusCircleOutlined />, label: t('operator.menu.newSite') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setDrawer(false);
    void navigate(key === 'new' ? OPERATOR_PATHS.newSite : OPERATOR_PATHS.sites);
  };
  const operator = me.data ?? session.operator;
  const name = operator?.name || operator?.email || '';
  const menu = <Menu theme="dark" mode="inline" selectedKeys={[selected]} items={items} onClick={onMenu} />;

  return (
    <Layout className={styles.shell}>
      {wide ? (
        <Layout.Sider width={232} theme="dark" className={styles.sider}>
          <div className={styles.siderInner}>
            <ConsoleBrand />
            {menu}
          </div>
        </Layout.Sider>
      ) : null}
      <Layout>
        <Layout.Header className={styles.header}>
          <div className={styles.headerLeft}>
            {wide ? null : (
              <>
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label={t('operator.menu.open')}
                  onClick={() => setDrawer(true)}
                />
                <ConsoleBrand compact />
              </>
            )}
          </div>
          <div className={styles.headerRight}>
            <LanguageSelect
              available={LOCALES}
              current={currentLocale()}
              onChange={(next) => changeLanguage(next)}
            />
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{
                items: [
                  { key: 'email', label: operator?.email ?? '', disabled: true },
                  { type: 'divider' },
                  { key: 'logout', icon: <LogoutOutlined />, label: t('operator.logout') },
                ],
                onClick: ({ key }) => {
                  if (key === 'logout')
                    logout.mutate(undefined, { onSettled: () => void navigate(OPERATOR_PATHS.login) });
                },
              }}
            >
              <Button type="text" className={styles.operatorButton} aria-label={t('operator.account')}>
                <Avatar size={28} icon={<UserOutlined />} className={styles.avatar} />
                {wide ? <span className={styles.operatorName}>{name}</span> : null}
              </Button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          {t('operator.footer', { year: new Date().getFullYear() })}
        </Layout.Footer>
      </Layout>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        placement="left"
        size={260}
        className={styles.drawer}
        title={null}
        closable={false}
      >
        <ConsoleBrand />
        {menu}
      </Drawer>
    </Layout>
  );
}
