import type { StarRow } from '@copytrade/contracts/discovery';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { useTodayStars } from '../api/choose-today-star';
import { StarGrid } from './star-card';
import styles from './discovery.module.css';

/** Today's stars of the community page: the admin's picks, then the best rated, as cards. */
export function TodayStars({
  renderAction,
  adminEntry,
  limit = 6,
}: {
  renderAction?: (star: StarRow) => ReactNode;
  /** The site admin's "manage" button, beside the title. */
  adminEntry?: ReactNode;
  limit?: number;
}) {
  const { t } = useTranslation();
  const stars = useTodayStars(limit);
  return (
    <section className={styles.block} aria-labelledby="today-stars-title">
      <div className={styles.blockHead}>
        <div>
          <h2 id="today-stars-title" className={styles.blockTitle}>
            {t('recommend.stars.title')}
          </h2>
          <p className={styles.blockText}>{t('recommend.stars.hint')}</p>
        </div>
        {adminEntry}
      </div>
      <QueryView
        query={stars}
        message={false}
        errorFrame={(error) => <div className={styles.panel}>{error}</div>}
        loading={<StarGrid stars={undefined} renderAction={renderAction} skeletons={3} />}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Empty
            className={styles.panelEmpty}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('recommend.stars.empty')}
          />
        }
      >
        {(rows) => <StarGrid stars={rows} renderAction={renderAction} skeletons={3} />}
      </QueryView>
    </section>
  );
}
