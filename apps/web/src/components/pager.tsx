import { LIST_LIMITS } from '@copytrade/contracts/constants';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { isIframe } from '@/lib/iframe';
import type { Paging } from '@/lib/use-paged-query';
import styles from './pager.module.css';

/** Spec 2 and 9: the pager appears only when there are more than 10 items. */
export const PAGER_MIN_TOTAL = LIST_LIMITS.PAGER_THRESHOLD;

export type PagerProps = {
  total: number;
  /** The list's page, page size and change (`usePagedQuery` / `usePageParams`). */
  paging: Pick<Paging, 'page' | 'pageSize' | 'onChange'>;
  /** Overrides the iframe check (tests, embedded previews). */
  embedded?: boolean;
};

/** The shared pager; in iframe mode it has no page-size selector. */
export function Pager({ total, paging, embedded = isIframe() }: PagerProps) {
  const { t } = useTranslation();
  if (total <= PAGER_MIN_TOTAL) return null;
  return (
    <nav className={styles.pager} aria-label={t('common.pagination')}>
      <Pagination
        total={total}
        current={paging.page}
        pageSize={paging.pageSize}
        onChange={paging.onChange}
        showSizeChanger={!embedded}
        pageSizeOptions={[10, 20, 50]}
        showTotal={(count) => t('common.totalItems', { count })}
        responsive
      />
    </nav>
  );
}
