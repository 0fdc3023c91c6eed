import { useTranslation } from 'react-i18next';
import styles from './country-badge.module.css';

/** A country or area as its code in a badge and its name (the code alone where room is short). */
export function CountryBadge({
  country,
  currency,
  compact = false,
}: {
  country: string;
  currency?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`marketNews.countries.${country}`, { defaultValue: country });
  return (
    <span className={styles.country} title={name}>
      <span className={styles.code}>{country}</span>
      {compact ? null : <span className={styles.name}>{name}</span>}
      {currency ? <span className={styles.currency}>{currency}</span> : null}
    </span>
  );
}
