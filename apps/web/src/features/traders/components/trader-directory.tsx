import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { Empty, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { useTradeAccountList } from '../api/query-trade-acc-list-without-token';
import { TraderCard } from './trader-card';
import styles from './traders.module.css';

/**
 * /community/trader: the site's trade accounts as cards, a page at a time (the full ranking with filters
 * comes with the community section). What each card offers is the caller's (`renderAction`).
 */
export function TraderDirectory({ renderAction }: { renderAction: (account: MtAccountInfo) => ReactNode }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(12);
  const list = useTradeAccountList(page, pageSize);
  const items = list.data?.items ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('traders.title')}</h1>
          <p className={styles.subtitle}>{t('traders.subtitle')}</p>
        </header>
        {list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : list.isLoading ? (
          <div className={styles.grid}>
            {[0, 1, 2].map((key) => (
              <div key={key} className={styles.card}>
                <Skeleton active avatar paragraph={{ rows: 3 }} />
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('traders.empty')}
            className={styles.empty}
          />
        ) : (
          <div className={styles.grid}>
            {items.map((account) => (
              <TraderCard key={account.mtAccId} account={account} action={renderAction(account)} />
            ))}
          </div>
        )}
        <Pager
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onChange={(nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          }}
        />
      </div>
    </div>
  );
}
