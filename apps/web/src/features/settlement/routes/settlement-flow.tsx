import { USER_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import type { SettlementRole, SettlementRow, SettlementState } from '@copytrade/contracts/settlement';
import {
  CalculatorOutlined,
  CheckCircleOutlined,
  ExclamationCircleOutlined,
  MinusCircleOutlined,
  PlayCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import { useAdminRunSettlement, settlementListQueryOptions } from '../api/settlement';
import { FeeExplainer } from '../components/fee-explainer';
import { OwedFeeBanner } from '../components/owed-fee-banner';
import styles from '../components/settlement.module.css';

const WEEK_MS = 7 * 86_400_000;

const STATE_TAGS: Record<SettlementState, { color: string; icon: React.ReactNode }> = {
  noFee: { color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
  paid: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  partial: { color: 'gold', icon: <ExclamationCircleOutlined aria-hidden /> },
  owed: { color: 'red', icon: <WarningOutlined aria-hidden /> },
};

/** Monday to Sunday of a settled week (UTC dates, as the week is settled). */
function weekText(start: number) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return `${day(start)} ~ ${day(start + WEEK_MS - 86_400_000)}`;
}

const money = (value: string) => <span className={records.money}>{formatMoney(value) || value}</span>;

function SettlementList({ role }: { role: SettlementRole }) {
  const { t } = useTranslation();
  const [list, paging] = usePagedQuery((page) => settlementListQueryOptions(role, page));

  const columns: DataColumn<SettlementRow>[] = [
    {
      key: 'week',
      title: t('settlement.list.week'),
      render: (row) => <span className={styles.week}>{weekText(row.weekStart)}</span>,
    },
    {
      key: 'subscription',
      title: t('settlement.list.subscription'),
      render: (row) => (
        <span className={styles.sub}>
          <span className={records.code}>{row.serialNo}</span>
          <span className={styles.subMeta}>
            {role === 'trader'
              ? t('settlement.list.follower', { name: row.followerNickName || '—' })
              : t('settlement.list.master', { login: row.masterLogin })}
          </span>
        </span>
      ),
    },
    {
      key: 'cumulative',
      title: t('settlement.list.cumulative'),
      align: 'right',
      render: (row) => money(row.cumulative),
    },
    {
      key: 'hwm',
      title: t('settlement.list.hwm'),
      align: 'right',
      render: (row) => (
        <span className={styles.week}>
          {formatMoney(row.hwmBefore)} → {formatMoney(row.hwmAfter)}
        </span>
      ),
    },
    { key: 'gain', title: t('settlement.list.gain'), align: 'right', render: (row) => money(row.gain) },
    {
      key: 'tier',
      title: t('settlement.list.tier'),
      render: (row) =>
        row.tierProfit === null || row.tierPercent === null ? (
          <span className={records.muted}>{t('settlement.list.noTier')}</span>
        ) : (
          <span className={styles.tier}>
            {t('settlement.list.tierText', { profit: formatMoney(row.tierProfit), percent: row.tierPercent })}
          </span>
        ),
    },
    { key: 'fee', title: t('settlement.list.fee'), align: 'right', render: (row) => money(row.fee) },
    { key: 'paid', title: t('settlement.list.paid'), align: 'right', render: (row) => money(row.paid) },
    { key: 'owed', title: t('settlement.list.owed'), align: 'right', render: (row) => money(row.owed) },
    {
      key: 'state',
      title: t('settlement.list.state'),
      render: (row) => {
        // A debt collected later shows as paid (the amount stays on the row as first paid).
        const state: SettlementState =
          (row.state === 'partial' || row.state === 'owed') && row.owed === '0.00' ? 'paid' : row.state;
        const tag = STATE_TAGS[state];
        return (
          <Tag color={tag.color} icon={tag.icon} bordered={false}>
            {t(`settlement.state.${state}`)}
          </Tag>
        );
      },
    },
  ];

  return (
    <QueryView
      query={list}
      loading={<ListSkeleton rows={5} />}
      isEmpty={(data) => data.items.length === 0 && paging.page === 1}
      empty={
        <EmptyState
          icon={<CalculatorOutlined aria-hidden />}
          title={t('settlement.list.empty')}
          hint={t(role === 'trader' ? 'settlement.list.emptyTraderHint' : 'settlement.list.emptyHint')}
        />
      }
    >
      {(data) => (
        <>
          <DataList
            label={t(`settlement.tabs.${role}`)}
            rows={data.items}
            columns={columns}
            rowKey={(row) => row.id}
          />
          <Pager total={data.total} paging={paging} />
        </>
      )}
    </QueryView>
  );
}

/** The site admin settles the last ended week now (the job does it on its own every 10 minutes). */
function RunSettlementButton() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const run = useAdminRunSettlement();
  return (
    <Popconfirm
      title={t('settlement.admin.confirm')}
      okText={t('settlement.admin.run')}
      cancelText={t('settlement.admin.cancel')}
      onConfirm={() =>
        run.mutate(undefined, {
          onSuccess: (result) =>
            void message.success(
              t('settlement.admin.done', {
                week: result.weekStart,
                settled: result.settled,
                charged: formatMoney(result.charged),
              }),
            ),
        })
      }
    >
      <Button icon={<PlayCircleOutlined />} loading={run.isPending}>
        {t('settlement.admin.run')}
      </Button>
    </Popconfirm>
  );
}

/**
 * personalCenter/:id/settlementFlow (issue 6): the weekly performance-fee settlements of the signed-in
 * user as follower (and, for a trader, of his subscribers), how a fee is worked out, the owed-fee banner,
 * and for the site admin a button that settles the last ended week.
 */
export function SettlementFlowRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const trader = user?.userType === USER_TYPE.TRADER;
  const [role, setRole] = useState<SettlementRole>('follower');
  const roles: SettlementRole[] = trader ? ['follower', 'trader'] : ['follower'];
  return (
    <>
      <PageHeading
        title={t('settlement.title')}
        meta={t('settlement.subtitle')}
        extra={user?.isAdmin ? <RunSettlementButton /> : undefined}
      />
      <OwedFeeBanner />
      <FeeExplainer />
      <Tabs
        activeKey={role}
        onChange={(key) => setRole(key as SettlementRole)}
        destroyOnHidden
        items={roles.map((key) => ({
          key,
          label: t(`settlement.tabs.${key}`),
          children: <SettlementList key={key} role={key} />,
        }))}
      />
    </>
  );
}
