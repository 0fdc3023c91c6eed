import type { AccType } from '@copytrade/contracts/constants';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountName, type TradeAccount } from '@/lib/account-session';
import styles from './copy-pages.module.css';

export type AccountFilterProps = {
  label: string;
  accounts: readonly TradeAccount[];
  /** undefined = all accounts (only when `allLabel` is given). */
  value: number | undefined;
  onChange: (mtAccId: number | undefined) => void;
  /** Offers "all accounts" as the first option. */
  allLabel?: string;
};

/** A picker of the user's accounts of one kind for the copy-trading pages; "all" when the page allows it. */
export function AccountFilter({ label, accounts, value, onChange, allLabel }: AccountFilterProps) {
  const { t } = useTranslation();
  const ALL = 0;
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      <Select<number>
        className={styles.filterSelect}
        value={value ?? (allLabel ? ALL : undefined)}
        onChange={(next) => onChange(next === ALL ? undefined : next)}
        aria-label={label}
        popupMatchSelectWidth={false}
        placeholder={t('copyPages.noAccount')}
        options={[
          ...(allLabel ? [{ value: ALL, label: allLabel }] : []),
          ...accounts.map((account) => ({
            value: account.mtAccId,
            label: `${accountName(account)} · ${account.serverName}`,
          })),
        ]}
      />
    </label>
  );
}

/** Accounts of one kind from the user's list. */
export function accountsOfType(accounts: readonly TradeAccount[], accType: AccType): TradeAccount[] {
  return accounts.filter((account) => account.accType === accType);
}
