import { Spinner } from './spinner/spinner';
import styles from './page-loader.module.css';

/** A page-sized loading state (first route chunk, lazy sections). */
export function PageLoader() {
  return (
    <div className={styles.loader}>
      <Spinner size="large" />
    </div>
  );
}
