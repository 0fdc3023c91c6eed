import { timeAgo } from '@copytrade/contracts/format';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { SignedAmount } from '@/components/signed-amount';
import { currentLocale } from '@/i18n/locale';
import { traderPath } from '@/lib/paths';
import { useTransactionNews } from '../api/query-transaction-news';
import { toneOf } from '../utils/figures';
import { ListState } from './feed-state';
import { LiveBadge, SectionCard } from './section-card';
import styles from './feeds.module.css';

/** One closed trade's side, symbol and lots: "Buy EURUSD 0.10 lots". */
export function TradeLine({ type, symbol, lots }: { type: number; symbol: string; lots: string }) {
  const { t } = useTranslation();
  const buy = type === 0;
  return (
    <span className={styles.trade}>
      <span className={buy ? styles.buy : styles.sell}>
        {t(buy ? 'orders.types.buy' : 'orders.types.sell')}
      </span>
      <strong className={styles.symbol}>{symbol}</strong>
      <span className={styles.lots}>{t('copy.unit.lot', { value: lots })}</span>
    </span>
  );
}

/** Pips of a closed trade, signed like its profit; nothing for symbols without a pip size. */
export function PipsText({ pips }: { pips: string | null }) {
  const { t } = useTranslation();
  if (pips === null) return null;
  const tone = toneOf(pips);
  const signed = tone === 'gain' && !pips.startsWith('+') ? `+${pips}` : pips;
  return <span className={styles[tone]}>{t('square.feeds.pips', { value: signed })}</span>;
}

/** The latest closed trades of the site's traders (no prices: the feed is public), read again every 30 s. */
export function TradeFeed({ limit = 8, className }: { limit?: number; className?: string }) {
  const { t } = useTranslation();
  const news = useTransactionNews(limit);
  const locale = currentLocale();
  return (
    <SectionCard
      className={className}
      icon={<ThunderboltOutlined />}
      title={t('square.feeds.trades')}
      subtitle={t('square.feeds.tradesHint')}
      extra={<LiveBadge label={t('square.feeds.live')} />}
    >
      <ListState query={news} empty={t('square.feeds.noTrades')}>
        <ul className={styles.feed} aria-label={t('square.feeds.trades')}>
          {news.data?.map((item) => (
            <li
              key={`${item.mtAccId}-${item.closeTime}-${item.openTime}-${item.symbol}`}
              className={styles.item}
            >
              <PersonAvatar name={item.userName} image={item.image} size={34} />
              <div className={styles.itemText}>
                <div className={styles.itemHead}>
                  <Link to={traderPath(item.mtAccId)} className={styles.link}>
                    {item.userName}
                  </Link>
                  <span className={styles.login}>
                    #{item.loginOrder} {item.login}
                  </span>
                </div>
                <div className={styles.meta}>
                  <TradeLine type={item.type} symbol={item.symbol} lots={item.lots} />
                  <time className={styles.time} dateTime={new Date(item.closeTime).toISOString()}>
                    {timeAgo(item.closeTime, Math.max(news.dataUpdatedAt, item.closeTime), locale)}
                  </time>
                </div>
              </div>
              <div className={styles.result}>
                <SignedAmount value={item.profit} />
                <PipsText pips={item.pips} />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </SectionCard>
  );
}
