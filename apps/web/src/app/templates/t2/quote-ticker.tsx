import type { MarketQuote } from '@copytrade/contracts/market';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangeBadge } from '@/features/tools/components/change-badge';
import { FlashPrice } from '@/features/tools/components/flash-price';
import { PATHS } from '@/lib/paths';
import { useTerminalQuotes } from './use-terminal-quotes';
import styles from './quote-ticker.module.css';

function TickerItems({ rows, hidden = false }: { rows: readonly MarketQuote[]; hidden?: boolean }) {
  return (
    <ul className={styles.items} aria-hidden={hidden || undefined}>
      {rows.map((row) => (
        <li key={row.symbol} className={styles.item}>
          <Link to={PATHS.transactionData} tabIndex={hidden ? -1 : undefined} className={styles.link}>
            <span className={styles.symbol}>{row.standardSymbol}</span>
            <span className={styles.bid}>
              <FlashPrice value={row.bid} digits={row.digits} />
            </span>
            <ChangeBadge change={row.change} percent={row.changePercent} compact />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The live quotes strip under template 2's header: the default server's markets scrolling by (paused on
 * hover and for readers who ask for less motion), each linking to the quotes board.
 */
export function QuoteTicker() {
  const { t } = useTranslation();
  const { rows, isError } = useTerminalQuotes(16);
  if (isError) return null;
  return (
    <section className={styles.ticker} aria-label={t('templateTerminal.ticker.aria')}>
      <span className={styles.label}>
        <span className={styles.dot} aria-hidden />
        {t('templateTerminal.ticker.label')}
      </span>
      <div className={styles.viewport}>
        {rows.length > 0 ? (
          <div className={styles.track}>
            <TickerItems rows={rows} />
            <TickerItems rows={rows} hidden />
          </div>
        ) : null}
      </div>
      <Link to={PATHS.transactionData} className={styles.board}>
        {t('templateTerminal.ticker.board')}
      </Link>
    </section>
  );
}
