import type { AccountListItem } from '@copytrade/contracts/accounts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountName } from '@/lib/account-session';
import styles from './mam-trading.module.css';

/**
 * An account in a table: `#1 7654321` (a link to its page when `to` is given) with its demo and connection
 * tags, the broker and server under it.
 */
export function AccountCell({ account, to }: { account: AccountListItem; to?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <span className={styles.account}>
      <span className={styles.accountName}>
        {to ? <Link to={to}>{accountName(account)}</Link> : accountName(account)}
        {account.isMock === 1 ? <Tag>{t('accounts.demo')}</Tag> : null}
        {account.status === 1 ? <Tag color="error">{t('accounts.disconnected')}</Tag> : null}
      </span>
      <span className={styles.accountMeta}>
        {account.platformName} · {account.serverName}
      </span>
    </span>
  );
}
