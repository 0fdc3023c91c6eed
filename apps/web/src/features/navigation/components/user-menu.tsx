import type { Cust } from '@copytrade/contracts/auth';
import { ACC_TYPE, LAYOUT } from '@copytrade/contracts/constants';
import {
  DownOutlined,
  LogoutOutlined,
  PlusCircleOutlined,
  UserOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { useTradeAccounts, type TradeAccount, type TradeAccounts } from '@/lib/account-session';
import { useLogout } from '@/lib/auth';
import { isAccountBroken, useBrokenAccounts } from '@/lib/connection-status';
import { PATHS, personalCenterPath } from '@/lib/paths';
import styles from './user-menu.module.css';

export function UserAvatar({
  user,
  size = LAYOUT.AVATAR_SIZE,
}: {
  user: Pick<Cust, 'portraitImg' | 'nickName'>;
  size?: number;
}) {
  return <PersonAvatar name={user.nickName} image={user.portraitImg} size={size} />;
}

type AccountRowProps = {
  account: TradeAccount;
  broken: boolean;
};

/** `#loginOrder login`, Trader if accType is 1 else Follower, Demo if isMock is 1 (spec 2, Shared header). */
function AccountRow({ account, broken }: AccountRowProps) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.accountLogin}>
        {broken ? <span className={styles.brokenDot} aria-hidden /> : null}#{account.loginOrder}{' '}
        {account.login}
      </span>
      <span className={styles.accountTags}>
        <Tag color={account.accType === ACC_TYPE.TRADE ? 'gold' : 'blue'}>
          {account.accType === ACC_TYPE.TRADE ? t('header.trader') : t('header.follower')}
        </Tag>
        {account.isMock === 1 ? <Tag>{t('header.demo')}</Tag> : null}
        {broken ? <Tag color="error">{t('header.disconnected')}</Tag> : null}
      </span>
    </>
  );
}

type AccountListProps = {
  accounts: TradeAccounts;
  onSwitched: () => void;
};

function AccountList({ accounts: { accounts, current, select }, onSwitched }: AccountListProps) {
  const { t } = useTranslation();
  const broken = useBrokenAccounts();
  const [expanded, setExpanded] = useState(false);
  if (!current) {
    return (
      <div className={styles.accounts}>
        <div className={styles.accountsTitle}>{t('header.currentAccount')}</div>
        <div className={styles.noAccount}>{t('header.noAccount')}</div>
      </div>
    );
  }
  const others = accounts.filter((account) => account.mtAccId !== current.mtAccId);
  return (
    <div className={styles.accounts}>
      <div className={styles.accountsTitle}>{t('header.currentAccount')}</div>
      <div className={`${styles.account} ${styles.currentAccount}`} data-testid="current-account">
        <AccountRow account={current} broken={isAccountBroken(current, broken)} />
      </div>
      {expanded && others.length > 0 ? (
        <ul
          className={styles.accountList}
          style={{ maxHeight: LAYOUT.ACCOUNT_DROPDOWN_MAX_HEIGHT }}
          aria-label={t('header.otherAccounts')}
        >
          {others.map((account) => (
            <li key={account.mtAccId}>
              <button
                type="button"
                className={`${styles.account} ${styles.accountButton}`}
                onClick={() => {
                  select(account.mtAccId);
                  setExpanded(false);
                  onSwitched();
                }}
              >
                <AccountRow account={account} broken={isAccountBroken(account, broken)} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <Button
          type="link"
          size="small"
          className={styles.expand}
          onClick={() => setExpanded((value) => !value)}
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
        >
          {expanded ? t('header.hideAccounts') : t('header.showAccounts', { count: accounts.length })}
        </Button>
      ) : null}
    </div>
  );
}

export type UserMenuProps = {
  user: Cust;
  /**
   * Where "Personal center" leads in another shell (the MAM back office: by role, in the same tab; hidden
   * on that page). By default the user's personal center in a new tab, hidden on its pages.
   */
  personalCenterPath?: string;
};

/** The avatar dropdown of a signed-in user (spec 2, Shared header). */
export function UserMenu({ user, personalCenterPath: ownCenter }: UserMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Loaded with the header, so the account list is there at boot and right after login (spec 4).
  const accounts = useTradeAccounts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const onUserPage =
    ownCenter === undefined ? pathname.startsWith(PATHS.personalCenter) : pathname === ownCenter;

  const items = [
    ...(onUserPage
      ? []
      : [{ key: 'personalCenter', icon: <UserOutlined />, label: t('header.personalCenter') }]),
    { key: 'addAccount', icon: <PlusCircleOutlined />, label: t('header.addAccount') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];

  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => setOpen(next)}
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'personalCenter') {
            if (ownCenter === undefined) window.open(personalCenterPath(user.id), '_blank', 'noopener');
            else void navigate(ownCenter);
          }
          if (key === 'addAccount') void navigate(PATHS.addOrBind);
          if (key === 'logout') logout.mutate();
        },
      }}
      popupRender={(menu) => (
        <div className={styles.panel}>
          <div className={styles.identity}>
            <UserAvatar user={user} size={40} />
            <div className={styles.identityText}>
              <div className={styles.name}>{user.nickName || user.email || user.phone}</div>
              <div className={styles.contact}>{user.email || user.phone}</div>
            </div>
          </div>
          <AccountList accounts={accounts} onSwitched={() => setOpen(false)} />
          {menu}
        </div>
      )}
    >
      <button type="button" className={styles.trigger} aria-label={t('header.accountMenu')}>
        <UserAvatar user={user} />
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
