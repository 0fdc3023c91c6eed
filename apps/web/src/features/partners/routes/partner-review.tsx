import {
  adminReviewPartnerBodySchema,
  type PartnerApplication,
  type RebateLevel,
} from '@copytrade/contracts/partners';
import {
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  PlusOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Button, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import records from '@/components/records.module.css';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { ReviewQueue } from '@/components/review-queue/review-queue';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { zodMessage } from '@/lib/zod-rule';
import {
  adminReviewPartner,
  partnerApplicationsQueryOptions,
  useDeleteLevel,
  useLevelProgress,
  useRebateLevels,
  useUpdateLevelSettings,
} from '../api/admin';
import { StateCell } from '../components/cells';
import { LevelDialog } from '../components/level-dialog';
import { LevelField, type PassValues } from '../components/level-field';
import { PARTNER_KEYS } from '../utils/query-keys';
import styles from '../components/partners.module.css';

/** Partner applications (every state, pending first): Approve with a rebate level, Reject with a reason. */
function Applications() {
  const { t } = useTranslation();

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
  ];
  const summary = (row: PartnerApplication) =>
    t('partners.review.summary', { name: row.nickname, realName: row.realName });

  return (
    <ReviewQueue
      config={{
        label: t('partners.review.applications'),
        filter: {
          param: 'state',
          values: ['pending', 'rejected', 'passed', 'all'],
          label: (state) => (state === 'all' ? t('partners.review.all') : t(`partners.state.${state}`)),
          name: t('partners.review.filter'),
        },
        query: (state, page) =>
          partnerApplicationsQueryOptions({ ...page, ...(state === 'all' || !state ? {} : { state }) }),
        columns: () => columns,
        name: (row) => `#${row.id}`,
        decided: (row) => (row.state === 'pending' ? null : { at: row.reviewedAt }),
        pass: {
          ask: 'form',
          label: t('partners.review.approve'),
          title: t('partners.review.approveTitle'),
          done: t('partners.review.approved'),
          summary,
          fields: <LevelField />,
          send: (row, { levelId }: PassValues) =>
            adminReviewPartner({ id: row.id, approve: true, ...(levelId === undefined ? {} : { levelId }) }),
        },
        // The applicant reads the reason; the shared review schema checks it.
        reject: {
          label: t('partners.review.reject'),
          title: t('partners.review.rejectTitle'),
          done: t('partners.review.rejected'),
          summary,
          reasonLabel: t('partners.review.reason'),
          placeholder: t('partners.review.reasonPlaceholder'),
          maxLength: 200,
          validate: (reason, row) =>
            zodMessage(adminReviewPartnerBodySchema, { id: row.id, approve: false, reason }, currentLocale()),
          send: (row, reason) => adminReviewPartner({ id: row.id, approve: false, reason }),
        },
        stale: [PARTNER_KEYS.admin],
        empty: () => ({
          icon: <FileDoneOutlined aria-hidden />,
          title: t('partners.review.empty'),
          hint: t('partners.review.emptyHint'),
        }),
      }}
    />
  );
}

function Levels() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
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
  const { message } = useFeedback();
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
  return (
    <AdminOnly title={t('partners.review.noAccess')} hint={t('partners.review.noAccessHint')}>
      <PageHeading title={t('partners.review.title')} meta={t('partners.review.subtitle')} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'applications', label: t('partners.review.applications'), children: <Applications /> },
          { key: 'levels', label: t('partners.levels.title'), children: <Levels /> },
        ]}
      />
    </AdminOnly>
  );
}
