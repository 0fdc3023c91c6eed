import { LAYOUT, USER_TYPE } from '@copytrade/contracts/constants';
import {
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  ControlOutlined,
  DashboardOutlined,
  IdcardOutlined,
  LockOutlined,
  MailOutlined,
  NotificationOutlined,
  UserOutlined,
  CalculatorOutlined,
  BarChartOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DollarCircleOutlined,
  CopyOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  HeartOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  TransactionOutlined,
  UnorderedListOutlined,
  UserSwitchOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Grid, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoginPrompt } from '@/components/login-prompt';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import type { TFunction } from 'i18next';
import { centerPath } from '@/lib/paths';
import { useSiteMoney } from '@/lib/site-money';
import { menuGroups, ownPath, pageOf, pageTarget, type CenterPage, type MenuGroup } from '../utils/pages';
import styles from './personal-center-layout.module.css';

const ICONS: Record<CenterPage, ReactNode> = {
  dataindex: <DashboardOutlined />,
  messages: <BellOutlined />,
  basicsV: <UserOutlined />,
  securityV: <LockOutlined />,
  infoV: <IdcardOutlined />,
  payV: <BankOutlined />,
  dealV: <ControlOutlined />,
  reviewDesk: <AlertOutlined />,
  publicMessages: <NotificationOutlined />,
  mailLog: <MailOutlined />,
  siteSetting: <GlobalOutlined />,
  transactionAnalysis: <BarChartOutlined />,
  transactionOrder: <UnorderedListOutlined />,
  accountSetting: <SettingOutlined />,
  subscriptionTotal: <ProfileOutlined />,
  copyOrder: <SwapOutlined />,
  subscribers: <TeamOutlined />,
  masterOrder: <FileSearchOutlined />,
  optional: <StarOutlined />,
  attention: <UsergroupAddOutlined />,
  collect: <HeartOutlined />,
  tokenManage: <CreditCardOutlined />,
  billingDetails: <AccountBookOutlined />,
  walletReview: <AuditOutlined />,
  contactReview: <MessageOutlined />,
  paymentFlow: <TransactionOutlined />,
  settlementFlow: <CalculatorOutlined />,
  complaintReview: <SafetyCertificateOutlined />,
  invite: <ShareAltOutlined />,
  referrer: <UserSwitchOutlined />,
  userReferrer: <TeamOutlined />,
  partnerReview: <SolutionOutlined />,
};

const GROUP_ICONS = {
  account: <WalletOutlined />,
  copy: <CopyOutlined />,
  community: <CommentOutlined />,
  wallet: <DollarCircleOutlined />,
  partners: <TeamOutlined />,
  settings: <SettingOutlined />,
  admin: <AuditOutlined />,
} as const;

/** Menu texts: the community and wallet pages keep theirs beside the pages' own texts. */
function pageLabel(t: TFunction, page: CenterPage): string {
  switch (page) {
    case 'optional':
      return t('optional.menu');
    case 'attention':
      return t('attention.menu');
    case 'collect':
      return t('collect.menu');
    case 'tokenManage':
    case 'billingDetails':
    case 'walletReview':
      return t(`wallet.menu.${page}`);
    case 'paymentFlow':
    case 'complaintReview':
      return t(`payments.menu.${page}`);
    case 'settlementFlow':
      return t('settlement.menu');
    case 'contactReview':
      return t('contactReview.menu');
    case 'invite':
    case 'referrer':
    case 'userReferrer':
    case 'partnerReview':
      return t(`partners.menu.${page}`);
    default:
      return t(`personalCenter.menu.${page}`);
  }
}

/**
 * Wide enough for the longest label of the three languages without an ellipsis: "Real-name verification"
 * is about 140 px at 14 px, and a page entry loses 48 px of indent, 24 px of icon, 16 px of end padding,
 * 8 px of item margin and, on a short screen, the menu's scroll bar.
 */
const SIDER_WIDTH = 256;

function groupLabel(t: TFunction, group: MenuGroup['key']): string {
  if (group === 'community') return t('social.menu.community');
  if (group === 'wallet') return t('wallet.menu.wallet');
  if (group === 'partners') return t('partners.menu.group');
  return t(`personalCenter.menu.${group}`);
}

/**
 * /personalCenter/:id (spec 2): the side menu of the sections built so far (accounts; copy trading, with
 * the trader's pages for userType 3; the community's optional, attention and collect; the wallet, with
 * the review for the site admin) and the page. Only the owner
 * sees it: another id is replaced by the signed-in user's own; a visitor is asked to log in. The side menu
 * collapses under 1200 px.
 */
export function PersonalCenterLayoutRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const screens = Grid.useBreakpoint();
  const money = useSiteMoney();
  const mobile = screens.md === false;
  // antd's `xl` breakpoint is 1200 px, the spec's (LAYOUT.BREAKPOINT): the Sider collapses under it.
  const [collapsed, setCollapsed] = useState(() => window.innerWidth < LAYOUT.BREAKPOINT);

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);

  const selectedPage = pageOf(pathname);
  useEffect(() => {
    if (!mobile) return;
    document
      .querySelector(`.${styles.mobileMenu} .ant-menu-item-selected`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [mobile, selectedPage]);

  if (!user) {
    return (
      <div className={styles.prompt}>
        <LoginPrompt title={t('personalCenter.title')} description={t('personalCenter.loginHint')} />
      </div>
    );
  }

  if (id !== String(user.id)) return <Navigate to={ownPath(pathname, user.id)} replace />;

  const groups = menuGroups(
    user.userType === USER_TYPE.TRADER,
    user.isAdmin === true,
    money.data?.openWallet ?? true,
  ).map((group) => ({
    key: group.key,
    icon: GROUP_ICONS[group.key],
    label: groupLabel(t, group.key),
    children: group.pages.map((page) => ({
      key: page,
      icon: ICONS[page],
      label: <Link to={centerPath(user.id, pageTarget(page))}>{pageLabel(t, page)}</Link>,
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
            // Ten pages do not fit a phone: the bar scrolls sideways (the open page is scrolled into view)
            // rather than hiding most of them, the open one included, behind "...".
            disabledOverflow
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
        width={SIDER_WIDTH}
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
          // The accounts and the open page's group start open; eight open groups would not fit a screen.
          defaultOpenKeys={[
            ...new Set([
              'account',
              groups.find((group) => group.children.some((child) => child.key === selected))?.key ??
                'account',
            ]),
          ]}
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
