import { ACC_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import { LOCALES } from '@copytrade/contracts/locale';
import {
  DeleteOutlined,
  EditOutlined,
  SwapOutlined,
  TransactionOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { Button, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeeModel } from '@/components/fee-model';
import { NATIVE_LANGUAGE_NAMES } from '@/components/language-select';
import { accountName, type TradeAccount } from '@/lib/account-session';
import { formatDate } from '@/lib/format';
import { useSubscriptionFee } from '@/lib/subscription-fee';
import { FeeSettingsDialog } from './fee-settings-dialog';
import { useAccountDetail } from '../api/query-mt-account-detail';
import { AccountTags } from './account-tags';
import type { EditedStrategy } from '@/components/account-strategy/strategy-dialog';
import styles from './account-card.module.css';

export type AccountCardProps = {
  account: TradeAccount;
  current: boolean;
  broken: boolean;
  onSymbols: () => void;
  /** Trade accounts: edit the strategy text and its translations. */
  onStrategy: (strategy: Omit<EditedStrategy, 'mtAccId'>) => void;
  /** Trade accounts: edit the minimum balance a follower needs. */
  onFollowerMinimum: (account: { currency: string; followerBalanceMin: string | null }) => void;
  onUnbind: () => void;
  onSelect: () => void;
};

/**
 * One trading account as a card (personal center, account settings; the add-or-bind page): name, server,
 * kind, demo and connection tags, balance, equity, leverage, bind time, and its actions.
 */
export function AccountCard({
  account,
  current,
  broken,
  onSymbols,
  onStrategy,
  onFollowerMinimum,
  onUnbind,
  onSelect,
}: AccountCardProps) {
  const { t } = useTranslation();
  const detail = useAccountDetail(account.mtAccId);
  const trade = account.accType === ACC_TYPE.TRADE;
  const info = detail.data;
  const [feeOpen, setFeeOpen] = useState(false);
  const fee = useSubscriptionFee(trade ? account.mtAccId : undefined);
  const translatedInto = LOCALES.filter((l) => info?.strategyTranslations[l]);

  return (
    <article
      className={`${styles.card} ${current ? styles.current : ''} ${broken ? styles.broken : ''}`}
      aria-label={accountName(account)}
      data-testid="account-card"
    >
      <header className={styles.head}>
        <div className={styles.titleBox}>
          <h3 className={styles.name}>{accountName(account)}</h3>
          <div className={styles.server}>
            {account.platformName} · {account.serverName}
          </div>
        </div>
        {current ? <span className={styles.currentBadge}>{t('accounts.current')}</span> : null}
      </header>
      <div className={styles.tags}>
        <AccountTags account={account} broken={broken} showConnection />
      </div>
      {info ? (
        <dl className={styles.figures}>
          <div>
            <dt>{t('accounts.card.balance')}</dt>
            <dd>
              {formatMoney(info.balance)} <small>{info.currency}</small>
            </dd>
          </div>
          <div>
            <dt>{t('accounts.card.equity')}</dt>
            <dd>
              {formatMoney(info.equity)} <small>{info.currency}</small>
            </dd>
          </div>
          <div>
            <dt>{t('accounts.card.leverage')}</dt>
            <dd>1:{info.leverage}</dd>
          </div>
          <div>
            <dt>{t('accounts.card.bindTime')}</dt>
            <dd className={styles.date}>{formatDate(info.bindTime, 'YYYY-MM-DD')}</dd>
          </div>
        </dl>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} className={styles.figures} />
      )}
      {trade ? (
        <p className={info?.strategy ? styles.strategy : `${styles.strategy} ${styles.muted}`}>
          {info?.strategy || t('accounts.card.noStrategy')}
        </p>
      ) : null}
      {trade && info?.strategy && translatedInto.length > 0 ? (
        <p className={styles.translatedInto}>
          <TranslationOutlined />{' '}
          {t('strategyLanguages.translatedInto', {
            languages: translatedInto.map((l) => NATIVE_LANGUAGE_NAMES[l]).join(' · '),
          })}
        </p>
      ) : null}
      {trade && info ? (
        <div className={styles.minimum}>
          <span className={styles.minimumLabel}>{t('accounts.followerMin.label')}</span>
          <span className={styles.minimumValue}>
            {info.followerBalanceMin === null
              ? t('accounts.followerMin.none')
              : `${formatMoney(info.followerBalanceMin)} ${info.currency}`}
          </span>
          <Button
            size="small"
            type="link"
            className={styles.minimumEdit}
            onClick={() => onFollowerMinimum(info)}
            aria-label={t('accounts.followerMin.edit')}
          >
            {t('accounts.followerMin.set')}
          </Button>
        </div>
      ) : null}
      {trade ? (
        <div className={styles.minimum}>
          <span className={styles.minimumLabel}>{t('fees.row')}</span>
          <span className={styles.minimumValue}>
            <FeeModel fee={fee.data} loading={fee.isLoading} bare />
          </span>
          <Button
            size="small"
            type="link"
            className={styles.minimumEdit}
            onClick={() => setFeeOpen(true)}
            aria-label={t('fees.title')}
          >
            {t('fees.set')}
          </Button>
          <FeeSettingsDialog mtAccId={account.mtAccId} open={feeOpen} onClose={() => setFeeOpen(false)} />
        </div>
      ) : null}
      <footer className={styles.actions}>
        <Button size="small" icon={<TransactionOutlined />} onClick={onSymbols}>
          {t('accounts.card.symbols')}
        </Button>
        {trade ? (
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={!info}
            onClick={() => {
              if (info) onStrategy(info);
            }}
          >
            {t('accounts.card.editStrategy')}
          </Button>
        ) : null}
        {current ? null : (
          <Tooltip title={t('accounts.card.switchTo')}>
            <Button
              size="small"
              icon={<SwapOutlined />}
              onClick={onSelect}
              aria-label={t('accounts.card.switchTo')}
            />
          </Tooltip>
        )}
        <Button
          size="small"
          danger
          type="text"
          icon={<DeleteOutlined />}
          onClick={onUnbind}
          className={styles.unbind}
        >
          {t('accounts.card.unbind')}
        </Button>
      </footer>
    </article>
  );
}
