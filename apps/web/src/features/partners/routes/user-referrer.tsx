import type { Customer, CustomerAccount } from '@copytrade/contracts/partners';
import { formatMoney } from '@copytrade/contracts/number-format';
import { CrownOutlined, DesktopOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { Descriptions, Input, Result, Skeleton, Tabs, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useCommissionInfo, useCustomerAccounts, useCustomers, usePartnerInfo } from '../api/partner-data';
import { DateCell, Money } from '../components/cells';
import { LevelProgressCard } from '../components/level-progress';
import type { DataColumn } from '@/components/data-list';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '../components/paged-list';
import { StatFigures } from '../components/stat-figures';
import styles from '../components/partners.module.css';

/** Partner pages only: a non-partner is invited to apply (on the referrer page) instead. */
function PartnersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const profile = usePartnerInfo();
  if (profile.isError)
    return <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  if (profile.data === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (profile.data === null) {
    return (
      <Result
        icon={<CrownOutlined aria-hidden className={styles.emptyIcon} />}
        title={t('partners.notPartner.title')}
        subTitle={t('partners.notPartner.hint')}
        extra={<Link to={`/personalCenter/${id}/referrer`}>{t('partners.notPartner.apply')}</Link>}
      />
    );
  }
  return <>{children}</>;
}

function Overview() {
  const { t } = useTranslation();
  const profile = usePartnerInfo();
  const totals = useCommissionInfo();
  if (totals.isError)
    return <LoadError message={totals.error.message} onRetry={() => void totals.refetch()} />;
  if (!totals.data || !profile.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <>
      <StatFigures
        items={[
          { key: 'total', title: t('partners.stats.total'), value: <Money value={totals.data.total} /> },
          {
            key: 'month',
            title: t('partners.stats.thisMonth'),
            value: <Money value={totals.data.thisMonth} />,
          },
          { key: 'customers', title: t('partners.stats.customers'), value: totals.data.customers },
          { key: 'paying', title: t('partners.stats.payingCustomers'), value: totals.data.payingCustomers },
        ]}
      />
      <Descriptions
        title={t('partners.profile.title')}
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'level',
            label: t('partners.profile.level'),
            children: <Tag color="gold">{profile.data.levelName ?? '—'}</Tag>,
          },
          { key: 'rate', label: t('partners.profile.rate'), children: `${profile.data.rate ?? 0}%` },
          {
            key: 'since',
            label: t('partners.profile.since'),
            children: <DateCell value={profile.data.since} />,
          },
        ]}
      />
      <p className={styles.note}>{t('partners.profile.howItWorks', { rate: profile.data.rate ?? 0 })}</p>
      <LevelProgressCard userId={profile.data.userId} />
    </>
  );
}

/** personalCenter/:id/userReferrer/userReferrerIndex: the partner's commission overview. */
export function UserReferrerIndexRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('partners.index.title')}
        meta={t('partners.index.subtitle')}
        extra={
          <Link to="../management/client" relative="path">
            <TeamOutlined aria-hidden /> {t('partners.index.manage')}
          </Link>
        }
      />
      <PartnersOnly>
        <Overview />
      </PartnersOnly>
    </>
  );
}

function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <Input.Search
        allowClear
        maxLength={50}
        prefix={<SearchOutlined aria-hidden />}
        aria-label={t('partners.management.search')}
        placeholder={t('partners.management.search')}
        onSearch={(value) => onSearch(value.trim())}
        style={{ maxWidth: 320 }}
      />
    </div>
  );
}

function CustomerList() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '' });
  const list = useCustomers(query, true);
  const columns: DataColumn<Customer>[] = [
    {
      key: 'nickname',
      title: t('partners.management.nickname'),
      render: (row) => row.nickname || `ID ${row.userId}`,
    },
    {
      key: 'registeredAt',
      title: t('partners.management.registeredAt'),
      render: (row) => <DateCell value={row.registeredAt} />,
    },
    {
      key: 'accounts',
      title: t('partners.management.followAccounts'),
      align: 'right',
      render: (r) => r.followAccounts,
    },
    {
      key: 'subscriptions',
      title: t('partners.management.liveSubscriptions'),
      align: 'right',
      render: (row) => row.liveSubscriptions,
    },
    {
      key: 'fees',
      title: t('partners.management.feesPaid'),
      align: 'right',
      render: (r) => <Money value={r.feesPaid} />,
    },
    {
      key: 'rebate',
      title: t('partners.management.rebate'),
      align: 'right',
      render: (row) => <span className={styles.gain}>{formatMoney(row.rebate)}</span>,
    },
  ];
  return (
    <>
      <SearchBox onSearch={(keyword) => setQuery({ ...query, page: 1, keyword })} />
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.userId}
        label={t('partners.management.tabs.client')}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page, pageSize) => setQuery({ ...query, page, pageSize })}
        empty={
          <EmptyState
            icon={<TeamOutlined aria-hidden />}
            title={query.keyword ? t('partners.management.noMatch') : t('partners.management.noCustomers')}
            hint={t('partners.management.noCustomersHint')}
          />
        }
      />
    </>
  );
}

function AccountList() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '' });
  const list = useCustomerAccounts(query, true);
  const columns: DataColumn<CustomerAccount>[] = [
    {
      key: 'login',
      title: t('partners.accounts.login'),
      render: (row) => <span className={styles.code}>{row.login}</span>,
    },
    {
      key: 'nickname',
      title: t('partners.accounts.owner'),
      render: (row) => row.nickname || `ID ${row.userId}`,
    },
    { key: 'platform', title: t('partners.accounts.platform'), render: (row) => row.platform },
    {
      key: 'type',
      title: t('partners.accounts.type'),
      render: (row) => (
        <Tag variant="filled" color={row.accType === 1 ? 'blue' : 'cyan'}>
          {row.accType === 1 ? t('partners.accounts.trade') : t('partners.accounts.follow')}
        </Tag>
      ),
    },
    {
      key: 'balance',
      title: t('partners.accounts.balance'),
      align: 'right',
      render: (r) => <Money value={r.balance} />,
    },
    {
      key: 'equity',
      title: t('partners.accounts.equity'),
      align: 'right',
      render: (r) => <Money value={r.equity} />,
    },
    {
      key: 'boundAt',
      title: t('partners.accounts.boundAt'),
      render: (row) => <DateCell value={row.boundAt} />,
    },
  ];
  return (
    <>
      <SearchBox onSearch={(keyword) => setQuery({ ...query, page: 1, keyword })} />
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.accountId}
        label={t('partners.management.tabs.accountList')}
        page={query.page}
        pageSize={query.pageSize}
        onPage={(page, pageSize) => setQuery({ ...query, page, pageSize })}
        empty={
          <EmptyState
            icon={<DesktopOutlined aria-hidden />}
            title={query.keyword ? t('partners.management.noMatch') : t('partners.accounts.empty')}
            hint={t('partners.accounts.emptyHint')}
          />
        }
      />
    </>
  );
}

type ManagementTab = 'client' | 'accountList';

/**
 * personalCenter/:id/userReferrer/management/client and .../accountList (spec 2): the partner's customers
 * and their MT4 accounts, as two tabs that are paths.
 */
export function ManagementPage({ tab }: { tab: ManagementTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading
        title={t('partners.management.title')}
        meta={t('partners.management.subtitle')}
        extra={
          <Link to="../../userReferrerIndex" relative="path">
            {t('partners.management.overview')}
          </Link>
        }
      />
      <PartnersOnly>
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate(`../${key}`, { relative: 'path' })}
          destroyOnHidden
          items={[
            { key: 'client', label: t('partners.management.tabs.client'), children: <CustomerList /> },
            {
              key: 'accountList',
              label: t('partners.management.tabs.accountList'),
              children: <AccountList />,
            },
          ]}
        />
      </PartnersOnly>
    </>
  );
}

export function ClientRoute() {
  return <ManagementPage tab="client" />;
}

export function AccountListRoute() {
  return <ManagementPage tab="accountList" />;
}
