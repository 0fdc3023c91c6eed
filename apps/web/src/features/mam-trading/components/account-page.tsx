import type { AccountDetail } from '@copytrade/contracts/accounts';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, Tabs, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PageHeading } from '@/components/page-heading';
import type { ListPage } from '@/components/paged-list';
import { PagedTable } from '@/components/paged-table';
import { QueryView, type ViewQuery } from '@/components/query-view';
import { PATHS } from '@/lib/paths';
import { useListParams, type Paging } from '@/lib/use-paged-query';
import { useAccountDetail } from '../api/mam-trading';
import { DetailSkeleton, NoAccountChosen } from './detail-states';
import styles from './mam-trading.module.css';

/**
 * A detail page's frame: the account (queryMtAccountDetail; another user's answers not found, shown in
 * place), checked to be of the page's kind, and the page drawn from it with a back link to its list.
 */
export function AccountPage({
  mtId,
  accType,
  listPath,
  children,
}: {
  mtId: number;
  accType: number;
  listPath: string;
  children: (account: AccountDetail, back: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const account = useAccountDetail(mtId);
  const back = (
    <ButtonLink icon={<ArrowLeftOutlined />} to={listPath}>
      {t('mamTrading.backToList')}
    </ButtonLink>
  );
  return (
    <QueryView
      query={account}
      loading={<DetailSkeleton />}
      errorFrame={(error) => <section className={styles.panel}>{error}</section>}
    >
      {(detail) =>
        detail.accType === accType ? (
          <div className={styles.stack}>{children(detail, back)}</div>
        ) : (
          <NoAccountChosen listPath={listPath} />
        )
      }
    </QueryView>
  );
}

/** A section fed by one query: placeholders, the load error in place, then its content. */
export function Loaded<T>({ query, children }: { query: ViewQuery<T>; children: (data: T) => ReactNode }) {
  return (
    <QueryView query={query} loading={<Skeleton active paragraph={{ rows: 3 }} />} message={false}>
      {children}
    </QueryView>
  );
}

/** Tabs in a panel, the open one kept in the address (`?tab=`, left out for the first). */
export function AddressTabs<Tab extends string>({
  tabs,
  labels,
  content,
}: {
  tabs: readonly Tab[];
  labels: Record<Tab, string>;
  content: (tab: Tab) => ReactNode;
}) {
  const [params, setParam] = useListParams();
  const first = tabs[0];
  const tab = tabs.find((key) => key === params.get('tab')) ?? first;
  return (
    <section className={styles.panel}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam('tab', key === first ? undefined : key)}
        destroyOnHidden
        items={tabs.map((key) => ({ key, label: labels[key], children: content(key) }))}
      />
    </section>
  );
}

/**
 * A list page of the user's accounts of one kind: its heading with "Add account" (after the page's own
 * main action, when it has one), the paged table.
 */
export function AccountListPage<T extends { mtAccId: number }>({
  title,
  subtitle,
  list,
  columns,
  empty,
  action,
}: {
  title: string;
  subtitle: string;
  /** The paged list (usePagedQuery) and its pager. */
  list: [UseQueryResult<ListPage<T>>, Paging];
  columns: TableColumnsType<T>;
  empty: ReactNode;
  /** The page's main action, before "Add account" (which then is not the primary button). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [rows, paging] = list;
  return (
    <div className={styles.stack}>
      <PageHeading
        title={title}
        meta={subtitle}
        extra={
          <div className={styles.toolbar}>
            {action}
            <ButtonLink type={action ? 'default' : 'primary'} icon={<PlusOutlined />} to={PATHS.addOrBind}>
              {t('mamTrading.addAccount')}
            </ButtonLink>
          </div>
        }
      />
      <section className={styles.panel} aria-label={title}>
        <PagedTable<T> list={rows} paging={paging} rowKey="mtAccId" columns={columns} empty={empty} />
      </section>
    </div>
  );
}
