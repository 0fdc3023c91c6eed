import { CloseOutlined } from '@ant-design/icons';
import { MARKET_TIMEFRAMES, type MarketQuote, type MarketTimeframe } from '@copytrade/contracts/market';
import { Button, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import type { LiveQuote } from '@/lib/market-socket';
import { useMarketCandles } from '../api/get-market-candles';
import { ChangeBadge } from './change-badge';
import { FlashPrice } from './flash-price';
import { LazyCandleChart } from './lazy-candle-chart';
import styles from './chart-panel.module.css';

/**
 * The chart of the symbol chosen on the board: its name and price, the timeframes, and the candles (older
 * ones read when the view reaches the left edge; the last one follows the live bid).
 */
export function ChartPanel({
  server,
  offsetMinutes,
  quote,
  live,
  onClose,
}: {
  server: string;
  offsetMinutes: number;
  quote: MarketQuote;
  live: LiveQuote | undefined;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const [timeframe, setTimeframe] = useState<MarketTimeframe>('H1');
  const candles = useMarketCandles(server, quote.symbol, timeframe);
  const rows = candles.data?.pages.flat() ?? [];
  const needOlder = () => {
    if (candles.hasPreviousPage && !candles.isFetchingPreviousPage) void candles.fetchPreviousPage();
  };

  return (
    <section className={styles.panel} aria-label={t('tools.chart.title', { symbol: quote.symbol })}>
      <header className={styles.head}>
        <div className={styles.title}>
          <h2 className={styles.symbol}>{quote.symbol}</h2>
          <span className={styles.description}>{quote.description}</span>
        </div>
        <div className={styles.price}>
          <FlashPrice value={quote.bid} digits={quote.digits} />
          <ChangeBadge change={quote.change} percent={quote.changePercent} />
        </div>
        {onClose ? (
          <Button
            className={styles.close}
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('tools.chart.hide')}
            onClick={onClose}
          />
        ) : null}
      </header>
      <div className={styles.toolbar}>
        <Segmented<MarketTimeframe>
          size="small"
          value={timeframe}
          onChange={setTimeframe}
          options={MARKET_TIMEFRAMES.map((value) => ({ value, label: value }))}
          aria-label={t('tools.chart.timeframe')}
        />
        <span className={styles.note}>{t('tools.chart.note')}</span>
      </div>
      <div className={styles.body}>
        {candles.isError && !candles.data ? (
          <div className={styles.overlay}>
            <LoadError message={candles.error.message} onRetry={() => void candles.refetch()} />
          </div>
        ) : candles.data && rows.length === 0 ? (
          <div className={styles.overlay}>
            <span className={styles.empty}>{t('tools.chart.empty')}</span>
          </div>
        ) : (
          <>
            <LazyCandleChart
              candles={rows}
              digits={quote.digits}
              timeframe={timeframe}
              offsetMinutes={offsetMinutes}
              live={live ? { bid: live.bid, time: live.time } : null}
              onNeedOlder={needOlder}
              viewKey={`${server}|${quote.symbol}|${timeframe}`}
            />
            {candles.isPending || candles.isFetchingPreviousPage ? (
              <div className={candles.isPending ? styles.overlay : styles.corner}>
                <Spin size={candles.isPending ? 'medium' : 'small'} />
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
