import { useTranslation } from 'react-i18next';
import { rangePosition } from '../utils/prices';
import styles from './day-range.module.css';

/** The day's low and high with a bar marking where the bid is between them. */
export function DayRange({
  low,
  high,
  bid,
}: {
  low: string | null;
  high: string | null;
  bid: string | null;
}) {
  const { t } = useTranslation();
  const position = rangePosition(low, high, bid);
  if (low === null || high === null) return <span className={styles.empty}>—</span>;
  return (
    <div className={styles.range} title={t('tools.quotes.rangeTitle', { low, high })}>
      <div className={styles.ends}>
        <span>{low}</span>
        <span>{high}</span>
      </div>
      <div className={styles.track} aria-hidden>
        {position === null ? null : (
          <>
            <span className={styles.fill} style={{ width: `${position * 100}%` }} />
            <span className={styles.marker} style={{ left: `${position * 100}%` }} />
          </>
        )}
      </div>
    </div>
  );
}
