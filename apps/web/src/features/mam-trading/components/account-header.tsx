import type { AccountDetail } from '@copytrade/contracts/accounts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { accountName } from '@/lib/account-session';
import { moneyText } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import styles from './mam-trading.module.css';

/**
 * The head of an account's detail page: its number and login with its kind, demo and connection tags, the
 * broker, server and holder, its live figures, and below them what the page adds (`children`).
 */
export function AccountHeader({
  account,
  extra,
  children,
}: {
  account: AccountDetail;
  /** Beside the title (a back link). */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const trade = account.accType === 1;
  const live = [
    { key: 'balance', label: t('accounts.card.balance'), value: moneyText(account.balance) },
    { key: 'equity', label: t('accounts.card.equity'), value: moneyText(account.equity) },
    {
      key: 'profit',
      label: t('mamTrading.columns.floating'),
      value: <SignedAmount value={account.profit} />,
    },
    { key: 'freeMargin', label: t('mamTrading.freeMargin'), value: moneyText(account.freeMargin) },
    { key: 'openCount', label: t('mamTrading.openPositions'), value: account.openCount },
    { key: 'leverage', label: t('accounts.card.leverage'), value: `1:${account.leverage}` },
  ];
  return (
    <section className={styles.panel} aria-label={accountName(account)}>
      <div className={styles.detailHead}>
        <div>
          <h1 className={styles.detailTitle}>
            {accountName(account)}
            <Tag color={trade ? 'gold' : 'blue'}>{trade ? t('accounts.trader') : t('accounts.follower')}</Tag>
            {account.isMock === 1 ? <Tag>{t('accounts.demo')}</Tag> : null}
            <Tag color={account.status === 1 ? 'error' : 'success'}>
              {account.status === 1 ? t('accounts.disconnected') : t('accounts.connected')}
            </Tag>
          </h1>
          <div className={styles.detailMeta}>
            {[account.platformName, account.serverName, account.accountName, account.currency]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            {t('mamTrading.boundOn', { date: formatDate(account.bindTime, 'YYYY-MM-DD') })}
          </div>
        </div>
        {extra}
      </div>
      <div className={styles.liveFigures}>
        {live.map((figure) => (
          <div key={figure.key} className={styles.liveFigure}>
            <span className={styles.liveLabel}>{figure.label}</span>
            <span className={styles.liveValue}>{figure.value}</span>
          </div>
        ))}
      </div>
      {children}
    </section>
  );
}
