import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  ExceptionOutlined,
  CalculatorOutlined,
  CreditCardOutlined,
  DollarCircleOutlined,
  TransactionOutlined,
  BellOutlined,
  CopyOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  LineChartOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteMoney } from '@/lib/site-money';
import { mamMenu, menuTarget, selectedMenuPage, type MamMenuGroup, type MamMenuPage } from '../utils/menu';
import styles from './mam-layout.module.css';

const ICONS: Record<MamMenuPage, ReactNode> = {
  userCenter: <DashboardOutlined />,
  message: <BellOutlined />,
  invite: <ShareAltOutlined />,
  otherSetting: <SettingOutlined />,
  trandeList: <LineChartOutlined />,
  copyList: <CopyOutlined />,
  subscriptionList: <ProfileOutlined />,
  orderSsupervisorList: <FileSearchOutlined />,
  notMasterCopyList: <CopyOutlined />,
  tokenManage: <CreditCardOutlined />,
  billingDetails: <AccountBookOutlined />,
  paymentFlow: <TransactionOutlined />,
  settlementFlow: <CalculatorOutlined />,
  walletReview: <AuditOutlined />,
  complaintReview: <ExceptionOutlined />,
};

const GROUP_ICONS: Record<MamMenuGroup, ReactNode> = {
  accounts: <AppstoreOutlined />,
  funds: <DollarCircleOutlined />,
};

export type SideMenuProps = {
  userType: number;
  /** The site admin: the funds' review desks too. */
  admin?: boolean;
  /** The narrow icon rail (under 1200 px): pages listed flat, names in tooltips. */
  collapsed: boolean;
  /** Called after a page is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
};

/** The side menu by role (spec 2, Side menu): see `mamMenu`. */
export function SideMenu({ userType, admin = false, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const selected = selectedMenuPage(pathname);
  const item = (page: MamMenuPage) => ({
    key: page,
    icon: ICONS[page],
    label: (
      <Link to={menuTarget(page)} onClick={onNavigate}>
        {t(`mamShell.menu.${page}`)}
      </Link>
    ),
  });
  const money = useSiteMoney().data;
  const entries = mamMenu(userType, money && { ...money, admin });
  const items: MenuProps['items'] = entries.flatMap((entry): NonNullable<MenuProps['items']> => {
    if (entry.kind === 'page') return [item(entry.key)];
    if (collapsed) return entry.pages.map(item);
    return [
      {
        key: entry.key,
        icon: GROUP_ICONS[entry.key],
        label: t(`mamShell.menu.${entry.key}`),
        children: entry.pages.map(item),
      },
    ];
  });
  return (
    <nav aria-label={t('mamShell.menu.label')} className={styles.menuNav}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        // The groups stay open: they hold the pages a user works in.
        defaultOpenKeys={['accounts', 'funds']}
        inlineCollapsed={collapsed}
        className={styles.menu}
      />
    </nav>
  );
}
