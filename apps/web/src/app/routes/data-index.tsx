import { USER_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import {
  BankOutlined,
  BellOutlined,
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  IdcardOutlined,
  LockOutlined,
  RightOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Card, Progress, Skeleton, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useAccountCounts } from '@/features/accounts/api/get-copy-login-number';
import { useMessageCounts } from '@/features/messages/api/query-community-message';
import { useNotices } from '@/features/messages/api/query-unread-notice';
import { LevelProgressCard } from '@/features/partners/components/level-progress';
import { useSelfInfo } from '@/features/settings/api/self-info';
import { useIdentityInfo } from '@/features/verification/api/identity';
import { usePaymentInfo } from '@/features/verification/api/payment-info';
import { useWalletInfo } from '@/features/wallet/api/query-wallet-info';
import { useCurrentUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { centerPath } from '@/lib/paths';
import { useSiteMoney } from '@/lib/site-money';
import styles from './data-index.module.css';

type Step = {
  key: string;
  icon: ReactNode;
  title: string;
  state: 'done' | 'pending' | 'todo' | 'rejected';
  to: string;
};

const STATE_ICON = {
  done: <CheckCircleFilled className={styles.done} aria-hidden />,
  pending: <ClockCircleFilled className={styles.pending} aria-hidden />,
  rejected: <CloseCircleFilled className={styles.rejected} aria-hidden />,
  todo: <span className={styles.todo} aria-hidden />,
} as const;

/** What the user has completed of his profile: basic info, security, real name, payment information. */
function Checklist({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const self = useSelfInfo();
  const identity = useIdentityInfo();
  const payment = usePaymentInfo();
  if (!self.data || !identity.data || !payment.data) {
    return (
      <Card title={t('overview.checklist.title')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  const user = self.data;
  const methods = payment.data;
  const paymentState: Step['state'] = methods.some((m) => m.state === 'passed')
    ? 'done'
    : methods.some((m) => m.state === 'pending')
      ? 'pending'
      : methods.some((m) => m.state === 'rejected')
        ? 'rejected'
        : 'todo';
  const identityState: Step['state'] =
    identity.data.state === 'passed' ? 'done' : identity.data.state === 'none' ? 'todo' : identity.data.state;
  const steps: Step[] = [
    {
      key: 'basics',
      icon: <UserOutlined aria-hidden />,
      title: t('personalCenter.menu.basicsV'),
      state: user.gender !== null && user.birthday && user.country ? 'done' : 'todo',
      to: centerPath(userId, 'basicsV'),
    },
    {
      key: 'security',
      icon: <LockOutlined aria-hidden />,
      title: t('overview.checklist.security'),
      state: user.email && user.phone ? 'done' : 'todo',
      to: centerPath(userId, 'securityV'),
    },
    {
      key: 'identity',
      icon: <IdcardOutlined aria-hidden />,
      title: t('personalCenter.menu.infoV'),
      state: identityState,
      to: centerPath(userId, 'infoV'),
    },
    {
      key: 'payment',
      icon: <BankOutlined aria-hidden />,
      title: t('personalCenter.menu.payV'),
      state: paymentState,
      to: centerPath(userId, 'payV'),
    },
  ];
  const done = steps.filter((step) => step.state === 'done').length;
  return (
    <Card
      title={t('overview.checklist.title')}
      extra={
        <span className={styles.muted}>{t('overview.checklist.count', { done, total: steps.length })}</span>
      }
    >
      <Progress percent={Math.round((done * 100) / steps.length)} showInfo={false} size="small" />
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key}>
            <Link to={step.to} className={styles.step}>
              <span className={styles.stepIcon}>{step.icon}</span>
              <span className={styles.stepTitle}>{step.title}</span>
              <span className={styles.stepState}>
                {STATE_ICON[step.state]}
                {t(`overview.state.${step.state}`)}
              </span>
              <RightOutlined aria-hidden className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Figures() {
  const { t } = useTranslation();
  const money = useSiteMoney();
  const walletOpen = money.data?.openWallet ?? false;
  const counts = useAccountCounts();
  const wallet = useWalletInfo();
  const messages = useMessageCounts(true);
  const unread = (messages.data?.systemMessageCount ?? 0) + (messages.data?.publicMessageCount ?? 0);
  const items = [
    { key: 'trade', title: t('overview.figures.tradeAccounts'), value: counts.data?.masterNumber },
    { key: 'follow', title: t('overview.figures.followAccounts'), value: counts.data?.copyNumber },
    ...(walletOpen
      ? [
          {
            key: 'wallet',
            title: t('overview.figures.available'),
            value: wallet.data ? `${formatMoney(wallet.data.available)} USDT` : undefined,
          },
        ]
      : []),
    { key: 'unread', title: t('overview.figures.unread'), value: messages.data ? unread : undefined },
  ];
  return (
    <div className={styles.figures}>
      {items.map((item) => (
        <Card key={item.key} size="small" className={styles.figure}>
          <Statistic title={item.title} value={item.value ?? '—'} loading={item.value === undefined} />
        </Card>
      ))}
    </div>
  );
}

function LatestMessages({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const notices = useNotices({ noticeType: 0, page: 1, pageSize: 5 }, true);
  return (
    <Card
      title={
        <span>
          <BellOutlined aria-hidden /> {t('overview.messages.title')}
        </span>
      }
      extra={<Link to={centerPath(userId, 'messages')}>{t('overview.messages.all')}</Link>}
    >
      {!notices.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : notices.data.items.length === 0 ? (
        <p className={styles.muted}>{t('messages.empty')}</p>
      ) : (
        <ul className={styles.messages}>
          {notices.data.items.map((notice) => (
            <li key={notice.noticeId} className={notice.isRead ? undefined : styles.unread}>
              <span className={styles.messageTitle}>{notice.title}</span>
              <time className={styles.muted}>{formatDate(notice.createTime)}</time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * personalCenter/:id/account/dataindex (spec 2): the overview — who I am, what is left to complete (basic
 * info, security, real-name verification, payment information), my accounts, wallet and unread messages,
 * my partner level, and the latest messages. Each part links to its page.
 */
export function DataIndexRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const trader = user.userType === USER_TYPE.TRADER;
  return (
    <>
      <PageHeading title={t('personalCenter.menu.dataindex')} meta={t('overview.subtitle')} />
      <Card className={styles.hero}>
        <Avatar size={64} src={user.portraitImg || undefined} className={styles.avatar}>
          {user.nickName.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={styles.heroText}>
          <div className={styles.name}>
            {user.nickName}
            <Tag color={trader ? 'gold' : 'blue'}>{t(trader ? 'overview.trader' : 'overview.follower')}</Tag>
            {user.isAdmin ? <Tag color="purple">{t('personalCenter.menu.admin')}</Tag> : null}
          </div>
          <div className={styles.muted}>{user.email || user.phone}</div>
        </div>
        <Link to={centerPath(user.id, 'basicsV')} className={styles.edit}>
          {t('overview.editProfile')}
        </Link>
      </Card>
      <Figures />
      <div className={styles.columns}>
        <Checklist userId={user.id} />
        <LevelProgressCard userId={user.id} />
      </div>
      <LatestMessages userId={user.id} />
    </>
  );
}
