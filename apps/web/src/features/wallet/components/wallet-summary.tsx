import type { RechargeRecord, WalletInfo, WithdrawRecord } from '@copytrade/contracts/wallet';
import { formatMoney } from '@copytrade/contracts/number-format';
import { isAmountText } from '@copytrade/contracts/validators';
import { ArrowDownOutlined, ArrowUpOutlined, InfoCircleOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { useWalletInfo } from '../api/query-wallet-info';
import { RechargeDialog } from './recharge-dialog';
import { WithdrawDialog } from './withdraw-dialog';
import styles from './wallet.module.css';

function Figure({
  label,
  value,
  hint,
  main,
}: {
  label: string;
  value: string;
  hint?: string;
  main?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.figure} ${main ? styles.figureMain : ''}`}>
      <dt>
        {label}
        {hint ? (
          <Tooltip title={hint}>
            <InfoCircleOutlined aria-label={hint} />
          </Tooltip>
        ) : null}
      </dt>
      <dd>
        {formatMoney(value) || value}
        <span className={styles.unit}>{t('wallet.unit')}</span>
      </dd>
    </div>
  );
}

/**
 * The wallet on top of tokenManage (queryWalletInfo): token balance, withdrawing (frozen while reviewed)
 * and available, in USDT (1 USDT = 1 USD), with Recharge and Withdraw.
 */
export function WalletSummary({
  onRecharged,
  onWithdrawn,
}: {
  onRecharged: (record: RechargeRecord) => void;
  onWithdrawn: (record: WithdrawRecord) => void;
}) {
  const { t } = useTranslation();
  const wallet = useWalletInfo();
  const [dialog, setDialog] = useState<'recharge' | 'withdraw' | null>(null);

  // The card shows at once; its figures wait for the answer, a failed load puts the retry in the card.
  const summary = (info: WalletInfo | undefined) => {
    const canWithdraw = info !== undefined && isAmountText(info.available);
    return (
      <section className={styles.summary} aria-label={t('wallet.summary.label')}>
        <div className={styles.summaryHead}>
          <h2 className={styles.summaryTitle}>
            <WalletOutlined aria-hidden />
            {t('wallet.menu.wallet')}
            <Tooltip title={t('wallet.summary.rateHint')}>
              <span className={styles.rate}>{t('wallet.summary.rate')}</span>
            </Tooltip>
          </h2>
          <div className={styles.summaryActions}>
            <Button
              type="primary"
              icon={<ArrowDownOutlined aria-hidden />}
              onClick={() => setDialog('recharge')}
            >
              {t('wallet.summary.recharge')}
            </Button>
            <Tooltip title={info && !canWithdraw ? t('wallet.withdraw.nothingAvailable') : undefined}>
              <Button
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={!canWithdraw}
                onClick={() => setDialog('withdraw')}
              >
                {t('wallet.summary.withdraw')}
              </Button>
            </Tooltip>
          </div>
        </div>
        {info ? (
          <dl className={styles.figures}>
            <Figure label={t('wallet.summary.balance')} value={info.balance} />
            <Figure
              label={t('wallet.summary.withdrawing')}
              value={info.withdrawing}
              hint={t('wallet.summary.withdrawingHint')}
            />
            <Figure label={t('wallet.summary.available')} value={info.available} main />
          </dl>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        )}
        <RechargeDialog open={dialog === 'recharge'} onClose={() => setDialog(null)} onDone={onRecharged} />
        {info ? (
          <WithdrawDialog
            open={dialog === 'withdraw'}
            available={info.available}
            onClose={() => setDialog(null)}
            onDone={onWithdrawn}
          />
        ) : null}
      </section>
    );
  };

  return (
    <QueryView
      query={wallet}
      loading={summary(undefined)}
      errorFrame={(error) => (
        <section className={styles.summary} aria-label={t('wallet.summary.label')}>
          {error}
        </section>
      )}
    >
      {summary}
    </QueryView>
  );
}
