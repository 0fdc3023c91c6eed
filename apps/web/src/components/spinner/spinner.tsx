import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** Four dots turning (antd's Spin look), announced as loading. */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  const { t } = useTranslation();
  return (
    <span
      className={size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner}
      role="status"
      aria-label={t('common.loading')}
    >
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
    </span>
  );
}

/** A mask with a spinner over the whole page while `visible` (spec 7: a write call running). */
export function SpinnerOverlay({ visible }: { visible: boolean }) {
  return (
    <div
      className={visible ? `${styles.overlay} ${styles.overlayShown}` : styles.overlay}
      aria-hidden={!visible}
      aria-busy={visible}
    >
      {visible ? <Spinner size="large" /> : null}
    </div>
  );
}
