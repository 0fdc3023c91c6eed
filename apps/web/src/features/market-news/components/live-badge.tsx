import { useTranslation } from 'react-i18next';
import styles from './live-badge.module.css';

/** "Live": the page receives changes as they are made. */
export function LiveBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.live}>
      <span className={styles.dot} aria-hidden />
      {t('marketNews.live')}
    </span>
  );
}
