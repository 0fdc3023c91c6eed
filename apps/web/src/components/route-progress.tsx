import { useNavigation } from 'react-router';

import styles from './route-progress.module.css';

/** The thin bar at the top of the window while the router loads the next page's code or data. */
export function RouteProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className={styles.progress} role="progressbar" aria-busy />
  ) : null;
}
