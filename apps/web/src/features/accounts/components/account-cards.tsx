import { Empty } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTradeAccounts, type TradeAccount } from '@/lib/account-session';
import { isAccountBroken, useBrokenAccounts } from '@/lib/connection-status';
import { useUnbindAccount } from '../api/unbind-mt-acc';
import { AccountCard } from './account-card';
import { CurrencyPairsDialog } from './currency-pairs-dialog';
import { FollowerMinimumDialog, type FollowerMinimumDialogProps } from './follower-minimum-dialog';
import { StrategyDialog, type EditedStrategy } from '@/components/account-strategy/strategy-dialog';
import { useFeedback } from '@/lib/feedback';
import styles from './account-card.module.css';

/**
 * The signed-in user's trading accounts as cards, with the dialogs their actions open: currency pairs,
 * strategy, the follower balance minimum, unbind (after a confirmation). A newly bound account appears as soon as the list reloads.
 */
export function AccountCards({ empty }: { empty?: ReactNode }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const { accounts, current, select, loading } = useTradeAccounts();
  const broken = useBrokenAccounts();
  const unbind = useUnbindAccount();
  const [symbolsOf, setSymbolsOf] = useState<number | null>(null);
  const [strategyOf, setStrategyOf] = useState<EditedStrategy | null>(null);
  const [minimumOf, setMinimumOf] = useState<FollowerMinimumDialogProps['account']>(null);

  const confirmUnbind = (account: TradeAccount) => {
    modal.confirm({
      title: t('accounts.card.unbindTitle'),
      content: t('accounts.card.unbindText', { order: account.loginOrder, login: account.login }),
      okText: t('accounts.card.unbind'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await unbind.mutateAsync(account.mtAccId);
        void message.success(t('accounts.card.unbound'));
      },
    });
  };

  if (!loading && accounts.length === 0) {
    return (
      <Empty description={t('accounts.noAccounts')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
        {empty}
      </Empty>
    );
  }

  return (
    <>
      <div className={styles.grid}>
        {accounts.map((account) => (
          <AccountCard
            key={account.mtAccId}
            account={account}
            current={current?.mtAccId === account.mtAccId}
            broken={isAccountBroken(account, broken)}
            onSymbols={() => setSymbolsOf(account.mtAccId)}
            onStrategy={(info) =>
              setStrategyOf({
                mtAccId: account.mtAccId,
                strategy: info.strategy,
                strategyTranslations: info.strategyTranslations,
                strategyLocked: info.strategyLocked,
              })
            }
            onFollowerMinimum={(info) =>
              setMinimumOf({
                mtAccId: account.mtAccId,
                currency: info.currency,
                followerBalanceMin: info.followerBalanceMin,
              })
            }
            onUnbind={() => confirmUnbind(account)}
            onSelect={() => select(account.mtAccId)}
          />
        ))}
      </div>
      <CurrencyPairsDialog mtAccId={symbolsOf} onClose={() => setSymbolsOf(null)} />
      <StrategyDialog account={strategyOf} onClose={() => setStrategyOf(null)} />
      <FollowerMinimumDialog account={minimumOf} onClose={() => setMinimumOf(null)} />
    </>
  );
}
