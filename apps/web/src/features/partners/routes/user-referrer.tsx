import type { Customer, CustomerAccount } from '@copytrade/contracts/partners';
import { formatMoney } from '@copytrade/contracts/number-format';
import { CrownOutlined, DesktopOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { Descriptions, Input, Result, Skeleton, Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DateCell, Money } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { emptyIconClass, EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { QueryView } from '@/components/query-view';
import { centerPath } from '@/lib/paths';
import { useCenterPath } from '@/lib/use-center-path';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import {
  customerAccountsQueryOptions,
  customersQueryOptions,
  useCommissionInfo,
  usePartnerInfo,
} from '../api/partner-data';
import { LevelProgressCard } from '../components/level-progress';
import { StatFigures } from '../components/stat-figures';

/** Partner pages only: a non-partner is invited to apply (on the referrer page) instead. */
function PartnersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const profile = usePartnerInfo();
  return (
    <QueryView query={profile} loading={<Skeleton active paragraph={{ rows: 4 }} />}>
      {(partner) => {
        if (partner === null) {
          return (
            <Result
              icon={<CrownOutlined aria-hidden className={emptyIconClass} />}
              title={t('partners.notPartner.title')}
              subTitle={t('partners.notPartner.hint')}
              extra={<Link to={centerPath(id ?? '', 'referrer')}>{t('partners.notPartner.apply')}</Link>}
            />
          );
        }
        return children;
      }}
    </QueryView>
  );
}

function Overview() {
  const { t } = useTranslation();
  const profile = usePartnerInfo();
  const totals = useCommissionInfo();
  const partner = profile.data;
  const loading = <Skeleton active paragraph={{ rows: 3 }} />;
  if (!partner) return loading;
  return (
    <QueryView query={totals} loading={loading}>
      {(figures) => (
        <>
          <StatFigures
            items={[
              { key: 'total', title: t('partners.stats.total'), value: <Money value={figures.total} /> },
              {
                key: 'month',
                title: t('partners.stats.thisMonth'),
                value: <Money value={figures.thisMonth} />,
              },
              { key: 'customers', title: t('partners.stats.customers'), value: figures.customers },
              { key: 'paying', title: t('partners.stats.payingCustomers'), value: figures.payingCustomers },
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
                children: <Tag color="gold">{partner.levelName ?? '—'}</Tag>,
              },
              { key: 'rate', label: t('partners.profile.rate'), children: `${partner.rate ?? 0}%` },
              {
                key: 'since',
                label: t('partners.profile.since'),
                children: <DateCell value={partner.since} />,
              },
            ]}
          />
          <p className={records.note}>{t('partners.profile.howItWorks', { rate: partner.rate ?? 0 })}</p>
          <LevelProgressCard userId={partner.userId} />
        </>
      )}
    </QueryView>
  );
}

/** personalCenter/:id/userReferrer/userReferrerIndex: the partner's commission overview. */
export function UserReferrerIndexRoute() {
  const { t } = useTranslation();
  const center = useCenterPath();
  return (
    <>
      <PageHeading
        title={t('partners.index.title')}
        meta={t('partners.index.subtitle')}
        extra={
          <Link to={center('client')}>
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

/** The keyword of a customer list, in the address (`?keyword=`); a new search starts at page 1. */
function useKeyword(): [string, (keyword: string) => void] {
  const [params, setParam] = useListParams();
  return [params.get('keyword') ?? '', (keyword) => setParam('keyword', keyword || undefined)];
}

function SearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={records.toolbar}>
      <Input.Search
        allowClear
        maxLength={50}
        prefix={<SearchOutlined aria-hidden />}
        aria-label={t('partners.management.search')}
        placeholder={t('partners.management.search')}
        defaultValue={keyword}
        onSearch={(value) => onSearch(value.trim())}
        style={{ maxWidth: 320 }}
      />
    </div>
  );
}

function CustomerList() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useKeyword();
  const [list, paging] = usePagedQuery((page) => customersQueryOptions({ ...page, keyword }));
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
      render: (row) => <span className={records.gain}>{formatMoney(row.rebate)}</span>,
    },
  ];
  return (
    <>
      <SearchBox keyword={keyword} onSearch={setKeyword} />
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.userId}
        label={t('partners.management.tabs.client')}
        paging={paging}
        empty={
          <EmptyState
            icon={<TeamOutlined aria-hidden />}
            title={keyword ? t('partners.management.noMatch') : t('partners.management.noCustomers')}
            hint={t('partners.management.noCustomersHint')}
          />
        }
      />
    </>
  );
}

function AccountList() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useKeyword();
  const [list, paging] = usePagedQuery((page) => customerAccountsQueryOptions({ ...page, keyword }));
  const columns: DataColumn<CustomerAccount>[] = [
    {
      key: 'login',
      title: t('partners.accounts.login'),
      render: (row) => <span className={records.code}>{row.login}</span>,
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
      <SearchBox keyword={keyword} onSearch={setKeyword} />
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.accountId}
        label={t('partners.management.tabs.accountList')}
        paging={paging}
        empty={
          <EmptyState
            icon={<DesktopOutlined aria-hidden />}
            title={keyword ? t('partners.management.noMatch') : t('partners.accounts.empty')}
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
  const center = useCenterPath();
  return (
    <>
      <PageHeading
        title={t('partners.management.title')}
        meta={t('partners.management.subtitle')}
        extra={<Link to={center('userReferrerIndex')}>{t('partners.management.overview')}</Link>}
      />
      <PartnersOnly>
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate(center(key as ManagementTab))}
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
