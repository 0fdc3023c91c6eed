import type { TraderDynamic } from '@copytrade/contracts/discovery';
import { timeAgo, formatDate } from '@copytrade/contracts/format';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { SignedAmount } from '@/components/signed-amount';
import { currentLocale } from '@/i18n/locale';
import { useTraderDynamic } from '../api/trader-dynamic-info';
import { toneOf } from '../utils/figures';
import { PipsText, TradeLine } from './trade-feed';
import styles from './trader-timeline.module.css';
import { EmptyNote, Placeholder } from '@/components/placeholder/placeholder';

function itemKey(item: TraderDynamic, index: number): string {
  return item.kind === 'trade' ? `t-${item.closeTime}-${item.openTime}-${index}` : `f-${item.at}-${index}`;
}

/** A trade account's recent activity, newest first: closed trades and followers who came or left. */
export function TraderTimeline({ mtId, limit = 8 }: { mtId: number; limit?: number }) {
  const { t } = useTranslation();
  const dynamic = useTraderDynamic(mtId, limit);
  const locale = currentLocale();

  const now = dynamic.dataUpdatedAt;
  return (
    <QueryView
      query={dynamic}
      loading={<Placeholder title={false} paragraph={{ rows: 4 }} className={styles.skeleton} />}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyNote description={t('homeTable.noActivity')} className={styles.empty} />}
      message={false}
    >
      {(data) => (
        <ol className={styles.timeline} aria-label={t('homeTable.activity')}>
          {data.map((item, index) => {
            const dot =
              item.kind === 'trade'
                ? styles[toneOf(item.profit)]
                : item.kind === 'followed'
                  ? styles.follow
                  : styles.unfollow;
            return (
              <li key={itemKey(item, index)} className={styles.item}>
                <span className={`${styles.dot} ${dot}`} aria-hidden />
                <div className={styles.body}>
                  {item.kind === 'trade' ? (
                    <div className={styles.line}>
                      <span className={styles.what}>{t('homeTable.closed')}</span>
                      <TradeLine type={item.type} symbol={item.symbol} lots={item.lots} />
                      <span className={styles.result}>
                        <SignedAmount value={item.profit} />
                        <PipsText pips={item.pips} />
                      </span>
                    </div>
                  ) : (
                    <div className={styles.line}>
                      <strong>{item.follower}</strong>{' '}
                      {t(item.kind === 'followed' ? 'homeTable.followed' : 'homeTable.unfollowed')}
                    </div>
                  )}
                  <time
                    className={styles.time}
                    dateTime={new Date(item.at).toISOString()}
                    title={formatDate(item.at)}
                  >
                    {timeAgo(item.at, Math.max(now, item.at), locale)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </QueryView>
  );
}
