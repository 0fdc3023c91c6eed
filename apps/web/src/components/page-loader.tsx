import { Spin } from 'antd';
import styles from './page-loader.module.css';

/** A page-sized loading state (first route chunk, lazy sections). */
export function PageLoader() {
  return (
    <div className={styles.loader}>
      <Spin size="large" />
    </div>
  );
}
