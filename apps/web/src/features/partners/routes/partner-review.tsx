import type { PartnerApplication, RebateLevel } from '@copytrade/contracts/partners';
import type { ReviewState } from '@copytrade/contracts/wallet';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  LockOutlined,
  PlusOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { App, Button, Result, Segmented, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { emptyIconClass, EmptyState, ListSkeleton } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { QueryView } from '@/components/query-view';
import { useCurrentUser } from '@/lib/auth';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import {
  partnerApplicationsQueryOptions,
  useDeleteLevel,
  useLevelProgress,
  useRebateLevels,
  useUpdateLevelSettings,
} from '../api/admin';
import { StateCell } from '../components/cells';
import { LevelDialog } from '../components/level-dialog';
import { ReviewDialog } from '../components/review-dialogs';
import styles from '../components/partners.module.css';

type StateFilter = ReviewState | 'all';
const FILTERS: StateFilter[] = ['pending', 'rejected', 'passed', 'all'];

function Applications() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const filter = FILTERS.find((value) => value === params.get('state')) ?? 'pending';
  const [list, paging] = usePagedQuery((page) =>
    partnerApplicationsQueryOptions({ ...page, ...(filter === 'all' ? {} : { state: filter }) }),
  );
  const [deciding, setDeciding] = useState<{ application: PartnerApplication; approve: boolean } | null>(
    null,
  );

  const actions = (row: PartnerApplication) =>
    row.state === 'pending' ? (
      <span className={styles.rowActions}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={`${t('partners.review.approve')} #${row.id}`}
          onClick={() => setDeciding({ application: row, approve: true })}
        >
          {t('partners.review.approve')}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined aria-hidden />}
          aria-label={`${t('partners.review.reject')} #${row.id}`}
          onClick={() => setDeciding({ application: row, approve: false })}
        >
          {t('partners.review.reject')}
        </Button>
      </span>
    ) : (
      <DateCell value={row.reviewedAt} />
    );

  const columns: DataColumn<PartnerApplication>[] = [
    { key: 'time', title: t('partners.review.time'), render: (row) => <DateCell value={row.createdAt} /> },
    {
      key: 'user',
      title: t('partners.review.user'),
      render: (row) => (
        <span className={records.person}>
          <span>{row.nickname || row.realName}</span>
          <span className={records.personId}>ID {row.userId}</span>
        </span>
      ),
    },
    {
      key: 'realName',
      title: t('partners.apply.realName'),
      render: (row) => (
        <span className={records.person}>
          <span>{row.realName}</span>
          <span className={records.personId}>{row.contact}</span>
        </span>
      ),
    },
    {
      key: 'introduction',
      title: t('partners.apply.introduction'),
      render: (row) =>
        row.introduction ? (
          <span className={styles.introduction}>{row.introduction}</span>
        ) : (
          <span className={records.muted}>—</span>
        ),
    },
    {
      key: 'state',
      title: t('partners.review.state'),
      render: (row) => <StateCell state={row.state} reason={row.reason} />,
    },
    { key: 'actions', title: t('partners.review.actions'), render: actions },
  ];

  return (
    <>
      <div className={records.toolbar}>
        <Segmented<StateFilter>
          size="small"
          aria-label={t('partners.review.filter')}
          value={filter}
          onChange={(value) => setParam('state', value === 'pending' ? undefined : value)}
          options={FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('partners.review.all') : t(`partners.state.${value}`),
          }))}
        />
      </div>
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('partners.review.applications')}
        paging={paging}
        empty={
          <EmptyState
            icon={<FileDoneOutlined aria-hidden />}
            title={t('partners.review.empty')}
            hint={t('partners.review.emptyHint')}
          />
        }
      />
      <ReviewDialog
        application={deciding?.application ?? null}
        approve={deciding?.approve ?? true}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}

function Levels() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const levels = useRebateLevels();
  const remove = useDeleteLevel();
  const [editing, setEditing] = useState<{ level: RebateLevel | null } | null>(null);

  const confirmDelete = (level: RebateLevel) => {
    void modal.confirm({
      title: t('partners.levels.deleteTitle'),
      content: t('partners.levels.deleteConfirm', { name: level.name }),
      okText: t('partners.levels.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        remove
          .mutateAsync(level.id)
          .then(() => void message.success(t('partners.levels.deleted')))
          .catch(
            (error: unknown) => void message.error(error instanceof Error ? error.message : String(error)),
          ),
    });
  };

  const columns: DataColumn<RebateLevel>[] = [
    { key: 'name', title: t('partners.levels.name'), render: (row) => row.name },
    { key: 'rate', title: t('partners.levels.rate'), align: 'right', render: (row) => `${row.rate}%` },
    {
      key: 'minCustomers',
      title: t('partners.levels.minCustomers'),
      align: 'right',
      render: (row) => row.minCustomers,
    },
    { key: 'partners', title: t('partners.levels.partners'), align: 'right', render: (row) => row.partners },
    {
      key: 'actions',
      title: t('partners.review.actions'),
      render: (row) => (
        <span className={styles.rowActions}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={`${t('partners.levels.edit')} ${row.name}`}
            onClick={() => setEditing({ level: row })}
          >
            {t('partners.levels.edit')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('partners.levels.delete')} ${row.name}`}
            disabled={row.partners > 0}
            title={row.partners > 0 ? t('partners.levels.inUse') : undefined}
            onClick={() => confirmDelete(row)}
          >
            {t('partners.levels.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <div className={records.toolbar}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ level: null })}
        >
          {t('partners.levels.add')}
        </Button>
        <span className={records.muted}>{t('partners.levels.note')}</span>
        <AutoUpgradeSwitch />
      </div>
      <QueryView
        query={levels}
        loading={<ListSkeleton rows={3} />}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            icon={<TrophyOutlined aria-hidden />}
            title={t('partners.levels.empty')}
            hint={t('partners.levels.emptyHint')}
          />
        }
      >
        {(rows) => (
          <DataList
            label={t('partners.levels.title')}
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
          />
        )}
      </QueryView>
      <LevelDialog open={editing !== null} level={editing?.level ?? null} onClose={() => setEditing(null)} />
    </>
  );
}

/** useLevelUpgradeFlag: partners move up by their paying customers on their own, or only by hand. */
function AutoUpgradeSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const progress = useLevelProgress();
  const update = useUpdateLevelSettings();
  const checked = update.isPending ? update.variables : (progress.data?.autoUpgrade ?? false);
  return (
    <label className={styles.switchLine}>
      <Switch
        checked={checked}
        loading={progress.isLoading || update.isPending}
        onChange={(next) =>
          update.mutate(next, {
            onSuccess: () =>
              void message.success(t(next ? 'partners.levels.autoOn' : 'partners.levels.autoOff')),
            onError: (error) => void message.error(error.message),
          })
        }
      />
      <span>
        <strong>{t('partners.levels.auto')}</strong>
        <span className={records.muted}>{t('partners.levels.autoHint')}</span>
      </span>
    </label>
  );
}

/**
 * personalCenter/:id/partnerReview (site admin, our own path): partner applications to pass (with a rebate
 * level) or reject (with a reason), and the site's rebate levels. Others see a no-access page.
 */
export function PartnerReviewRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user?.isAdmin) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden className={emptyIconClass} />}
        title={t('partners.review.noAccess')}
        subTitle={t('partners.review.noAccessHint')}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('partners.review.title')} meta={t('partners.review.subtitle')} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'applications', label: t('partners.review.applications'), children: <Applications /> },
          { key: 'levels', label: t('partners.levels.title'), children: <Levels /> },
        ]}
      />
    </>
  );
}
