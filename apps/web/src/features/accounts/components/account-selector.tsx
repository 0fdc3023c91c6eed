import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountName, useTradeAccounts } from '@/lib/account-session';
import { isAccountBroken, useBrokenAccounts } from '@/lib/connection-status';
import { AccountTags } from './account-tags';
import styles from './account-selector.module.css';

/** The account picker at the top of the personal center's account pages; it switches like the header. */
export function AccountSelector() {
  const { t } = useTranslation();
  const { accounts, current, select } = useTradeAccounts();
  const broken = useBrokenAccounts();
  return (
    <label className={styles.selector}>
      <span className={styles.label}>{t('accountSection.selector')}</span>
      <Select<number>
        className={styles.select}
        value={current?.mtAccId}
        onChange={(mtAccId) => select(mtAccId)}
        aria-label={t('accountSection.selector')}
        popupMatchSelectWidth={false}
        options={accounts.map((account) => ({
          value: account.mtAccId,
          label: (
            <span className={styles.option}>
              <span className={styles.name}>{accountName(account)}</span>
              <span className={styles.tags}>
                <AccountTags account={account} broken={isAccountBroken(account, broken)} />
              </span>
            </span>
          ),
        }))}
      />
    </label>
  );
}
