import type { DataIndicators } from '@copytrade/contracts/statistics';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { moneyText, percentText, signOf } from '@/lib/figures';
import styles from './profile.module.css';

type Stats = Pick<DataIndicators, 'equityDrawdown' | 'equityTracked'>;

/** A maximum drawdown as the profile writes it: percent · money. */
export function drawdownText(drawdown: DataIndicators['balanceDrawdown']): string {
  return `${percentText(drawdown.percent)} · ${moneyText(drawdown.money)}`;
}

/** The day equity sampling began, in the page's date format. */
export function trackedSinceDate(stats: Stats): string {
  return stats.equityTracked.since === null ? '' : formatDate(stats.equityTracked.since, 'YYYY-MM-DD');
}

/** True when the equity drawdown is shown as words (not tracked, or nothing measured since tracking began). */
export function equityDrawdownInWords(stats: Stats): boolean {
  const { equityDrawdown, equityTracked } = stats;
  if (equityTracked.since === null) return true;
  return (
    equityTracked.partial &&
    signOf(equityDrawdown.percent) === 'zero' &&
    signOf(equityDrawdown.money) === 'zero'
  );
}

/**
 * The maximum equity drawdown, honest about what was watched: never sampled reads "not tracked yet";
 * sampled only since after the history began (an account bound with imported history) reads "tracked
 * since <date>" instead of a 0.00 that says nothing, or the figure with "since <date>" under it.
 */
export function EquityDrawdownValue({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  const { equityDrawdown, equityTracked } = stats;
  if (equityTracked.since === null) {
    return <span className={styles.none}>{t('profileQuality.equity.notTracked')}</span>;
  }
  if (!equityTracked.partial) return <>{drawdownText(equityDrawdown)}</>;
  const date = trackedSinceDate(stats);
  if (equityDrawdownInWords(stats)) {
    return <span className={styles.none}>{t('profileQuality.equity.trackedSince', { date })}</span>;
  }
  return (
    <span>
      {drawdownText(equityDrawdown)}
      <span className={styles.valueNote}>{t('profileQuality.equity.since', { date })}</span>
    </span>
  );
}
