import { isAccountBroken, useBrokenAccounts } from '@/lib/connection-status';
import { ACC_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import { Descriptions, Grid, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { SignedAmount } from '@/components/signed-amount';
import { useTradeAccounts } from '@/lib/account-session';
import { formatDate } from '@/lib/format';
import { useCenterPath } from '@/lib/use-center-path';
import { useAccountDetail } from '../api/query-mt-account-detail';
import styles from './transaction-analysis.module.css';

function Figure({ label, value, unit }: { label: string; value: ReactNode; unit?: string }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>
        {value}
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </div>
    </div>
  );
}

/** A margin level is a percent of equity over margin; without margin there is none. */
function marginLevelText(marginLevel: string, margin: string): string {
  if (!/[1-9]/.test(margin)) return '—';
  return `${formatMoney(marginLevel)}%`;
}

/**
 * personalCenter/:id/account/transactionAnalysis (the default page): the current account's funds, kept
 * live by the realtime `account` messages, and its details.
 */
export function TransactionAnalysisRoute() {
  const { t } = useTranslation();
  const { current } = useTradeAccounts();
  const detail = useAccountDetail(current?.mtAccId);
  const narrow = Grid.useBreakpoint().sm === false;
  const broken = useBrokenAccounts();
  const center = useCenterPath();

  if (!current) return null;
  return (
    <QueryView query={detail} loading={<Skeleton active paragraph={{ rows: 8 }} />} message={false}>
      {(info) => (
        <div className={styles.page}>
          <section aria-labelledby="funds-title">
            <div className={styles.sectionHead}>
              <h2 id="funds-title" className={styles.sectionTitle}>
                {t('analysis.funds')}
              </h2>
              <span className={isAccountBroken(current, broken) ? styles.offline : styles.live}>
                <span className={styles.liveDot} aria-hidden />
                {isAccountBroken(current, broken) ? t('analysis.offline') : t('analysis.live')}
                {info.infoUpdateTime ? (
                  <span className={styles.updated}>
                    {t('analysis.updatedAt', { time: formatDate(info.infoUpdateTime) })}
                  </span>
                ) : null}
              </span>
            </div>
            <div className={styles.figures}>
              <Figure label={t('analysis.balance')} value={formatMoney(info.balance)} unit={info.currency} />
              <Figure label={t('analysis.equity')} value={formatMoney(info.equity)} unit={info.currency} />
              <Figure
                label={t('analysis.profit')}
                value={<SignedAmount value={info.profit} />}
                unit={info.currency}
              />
              <Figure label={t('analysis.margin')} value={formatMoney(info.margin)} unit={info.currency} />
              <Figure
                label={t('analysis.freeMargin')}
                value={formatMoney(info.freeMargin)}
                unit={info.currency}
              />
              <Figure
                label={t('analysis.marginLevel')}
                value={marginLevelText(info.marginLevel, info.margin)}
              />
              <Figure
                label={t('analysis.openCount')}
                value={<Link to={center('transactionOrder')}>{info.openCount}</Link>}
              />
              <Figure label={t('analysis.credit')} value={formatMoney(info.credit)} unit={info.currency} />
            </div>
          </section>

          <section aria-labelledby="info-title">
            <div className={styles.sectionHead}>
              <h2 id="info-title" className={styles.sectionTitle}>
                {t('analysis.accountInfo')}
              </h2>
              <Link to={center('transactionOrder')}>{t('analysis.viewOrders')}</Link>
            </div>
            <Descriptions
              bordered
              size="middle"
              classNames={{ label: styles.infoLabel }}
              layout={narrow ? 'vertical' : 'horizontal'}
              column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }}
              items={[
                { key: 'platform', label: t('analysis.platform'), children: info.platformName },
                { key: 'server', label: t('analysis.server'), children: info.serverName },
                {
                  key: 'type',
                  label: t('analysis.accType'),
                  children: info.accType === ACC_TYPE.TRADE ? t('accounts.trader') : t('accounts.follower'),
                },
                { key: 'leverage', label: t('analysis.leverage'), children: `1:${info.leverage}` },
                { key: 'currency', label: t('analysis.currency'), children: info.currency },
                { key: 'bindTime', label: t('analysis.bindTime'), children: formatDate(info.bindTime) },
                ...(info.accType === ACC_TYPE.TRADE
                  ? [
                      {
                        key: 'strategy',
                        label: t('analysis.strategy'),
                        span: 'filled' as const,
                        children: info.strategy || t('accounts.card.noStrategy'),
                      },
                    ]
                  : []),
              ]}
            />
          </section>
        </div>
      )}
    </QueryView>
  );
}
