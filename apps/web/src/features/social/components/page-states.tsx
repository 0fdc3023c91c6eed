import { CompassOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import styles from './pages.module.css';

/** Where the empty states send people: the strategy square's trader list. */
export const SQUARE_PATH = '/community/trader';

/** An empty list with what to do next ("Browse the strategy square"). */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Empty
      className={styles.empty}
      image={<span className={styles.emptyIcon}>{icon}</span>}
      description={
        <>
          <span className={styles.emptyTitle}>{title}</span>
          <span className={styles.emptyHint}>{hint}</span>
        </>
      }
    >
      {action ?? (
        <ButtonLink type="primary" icon={<CompassOutlined aria-hidden />} to={SQUARE_PATH}>
          {t('optional.browse')}
        </ButtonLink>
      )}
    </Empty>
  );
}

/** Rows of placeholders while a list loads. */
export function ListSkeleton({ rows = 4, avatar = true }: { rows?: number; avatar?: boolean }) {
  return (
    <div className={styles.skeletons} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} active avatar={avatar ? { size: 44 } : false} paragraph={{ rows: 1 }} />
      ))}
    </div>
  );
}
