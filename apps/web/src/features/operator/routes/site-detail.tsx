import type { OperatorSiteDetail, SiteAuditEntry } from '@copytrade/contracts/operator';
import {
  ArrowLeftOutlined,
  CalendarOutlined,
  CrownOutlined,
  DeleteOutlined,
  ExportOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SlidersOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Alert, Button, Descriptions, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PagedTable } from '@/components/paged-table';
import { PageHeading } from '@/components/page-heading';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { OPERATOR_PATHS } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { auditQueryOptions, useSiteChanges, useSiteDetail } from '../api/operator-api';
import { AuditChanges, AuditWho } from '../components/audit-entry';
import { LimitText, SiteKind, SiteStateTag, Validity } from '../components/site-bits';
import {
  AddAdminDialog,
  LimitsDialog,
  RenewDialog,
  SuspendDialog,
  VersionDialog,
  type SiteDialog,
} from '../components/site-dialogs';
import { UsageChart } from '../components/usage-chart';
import styles from './operator-pages.module.css';

/** The address of a site as a visitor opens it (the console's port when the domain names none). */
function siteUrl(domain: string): string {
  const port = window.location.port && !/:\d+$/.test(domain) ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${domain}${port}/`;
}

/**
 * /operator/sites/:siteId (issue 15): one site: its state and actions (suspend or resume, renew, limits,
 * version), usage over 30 days, limits, admins and the audit log of every change.
 */
export function SiteDetailRoute() {
  const { t } = useTranslation();
  const siteId = Number(useParams().siteId);
  const valid = Number.isSafeInteger(siteId) && siteId > 0;
  const detail = useSiteDetail(valid ? siteId : 0);
  if (!valid || (detail.isError && !detail.data)) {
    return (
      <Result
        status="404"
        title={t('operator.detail.notFound')}
        extra={
          <ButtonLink to={OPERATOR_PATHS.sites} type="primary">
            {t('operator.detail.backToList')}
          </ButtonLink>
        }
      />
    );
  }
  if (!detail.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <SiteDetail site={detail.data} />;
}

function SiteDetail({ site }: { site: OperatorSiteDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<SiteDialog>(null);
  const changes = useSiteChanges(site.siteId);
  const [audit, auditPaging] = usePagedQuery((page) => auditQueryOptions(site.siteId, page), {
    name: 'audit',
  });
  const [now] = useState(() => Date.now());
  const close = () => setDialog(null);
  const saved = () => void message.success(t('operator.detail.saved'));
  const done = (handlers: { onSuccess: () => void; onError: (error: Error) => void }) => ({
    onSuccess: () => {
      saved();
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });

  const auditColumns = useMemo(
    () => [
      {
        key: 'time',
        title: t('operator.audit.time'),
        render: (_: unknown, row: SiteAuditEntry) => formatDate(row.createTime, 'YYYY-MM-DD HH:mm'),
      },
      {
        key: 'who',
        title: t('operator.audit.who'),
        render: (_: unknown, row: SiteAuditEntry) => <AuditWho entry={row} />,
      },
      {
        key: 'action',
        title: t('operator.audit.action'),
        render: (_: unknown, row: SiteAuditEntry) => (
          <Tag>{t(`operator.audit.actions.${row.action}`, { defaultValue: row.action })}</Tag>
        ),
      },
      {
        key: 'changes',
        title: t('operator.audit.changes'),
        render: (_: unknown, row: SiteAuditEntry) => <AuditChanges entry={row} />,
      },
    ],
    [t],
  );

  const suspended = site.state === 'suspended';
  const stats = [
    { label: t('operator.usage.users'), value: site.usage.users },
    {
      label: t('operator.usage.accounts'),
      value: `${site.usage.tradeAccounts} / ${site.usage.followAccounts}`,
    },
    { label: t('operator.usage.subscriptions'), value: site.usage.liveSubscriptions },
    { label: t('operator.usage.copies30d'), value: site.usage.copies30d },
  ];

  return (
    <div className={styles.page}>
      <ButtonLink to={OPERATOR_PATHS.sites} type="link" icon={<ArrowLeftOutlined />} className={styles.back}>
        {t('operator.detail.backToList')}
      </ButtonLink>
      <PageHeading
        title={
          <span className={styles.detailHead}>
            {site.brandName}
            <SiteStateTag site={site} />
          </span>
        }
        meta={
          <span className={styles.detailHead}>
            <a href={siteUrl(site.domain)} target="_blank" rel="noopener noreferrer">
              {site.domain} <ExportOutlined />
            </a>
            <SiteKind site={site} />
          </span>
        }
        extra={
          <div className={styles.actions}>
            {suspended ? (
              <Popconfirm
                title={t('operator.dialogs.resumeConfirm')}
                okText={t('operator.actions.resume')}
                cancelText={t('common.cancel')}
                onConfirm={() => changes.resume.mutate(undefined, { onSuccess: saved })}
              >
                <Button icon={<PlayCircleOutlined />} loading={changes.resume.isPending}>
                  {t('operator.actions.resume')}
                </Button>
              </Popconfirm>
            ) : (
              <Button danger icon={<PauseCircleOutlined />} onClick={() => setDialog('suspend')}>
                {t('operator.actions.suspend')}
              </Button>
            )}
            <Button icon={<CalendarOutlined />} onClick={() => setDialog('renew')}>
              {t('operator.actions.renew')}
            </Button>
            <Button icon={<SlidersOutlined />} onClick={() => setDialog('limits')}>
              {t('operator.actions.limits')}
            </Button>
            <Button icon={<CrownOutlined />} onClick={() => setDialog('version')}>
              {t('operator.actions.version')}
            </Button>
          </div>
        }
      />

      {suspended ? (
        <Alert
          type="error"
          showIcon
          title={t('operator.detail.suspendedTitle')}
          description={site.suspendReason || t('operator.detail.suspendedNoReason')}
        />
      ) : null}
      {site.state === 'expired' ? (
        <Alert
          type="warning"
          showIcon
          title={t('operator.detail.expiredTitle')}
          description={t('operator.detail.expiredText')}
        />
      ) : null}

      <div className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <div className={styles.statLabel}>{stat.label}</div>
            <div className={styles.statValue}>{stat.value}</div>
          </div>
        ))}
      </div>

      <div className={styles.detailGrid}>
        <div className={styles.stack}>
          <section className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 className={styles.sectionTitle}>{t('operator.detail.usageTitle')}</h2>
            </div>
            <UsageChart days={site.daily} />
          </section>
          <section className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 className={styles.sectionTitle}>{t('operator.audit.title')}</h2>
            </div>
            <PagedTable<SiteAuditEntry>
              list={audit}
              paging={auditPaging}
              rowKey="id"
              columns={auditColumns}
              empty={t('operator.audit.empty')}
            />
          </section>
        </div>
        <div className={styles.stack}>
          <section className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 className={styles.sectionTitle}>{t('operator.detail.limitsTitle')}</h2>
              <Button type="link" size="small" onClick={() => setDialog('limits')}>
                {t('operator.detail.edit')}
              </Button>
            </div>
            <Descriptions column={1} size="small">
              {(['copyMaxNumber', 'masterMaxNumber', 'userCopyLimit', 'userTradeLimit'] as const).map(
                (key) => (
                  <Descriptions.Item key={key} label={t(`operator.limits.${key}`)}>
                    <LimitText value={site[key]} />
                  </Descriptions.Item>
                ),
              )}
            </Descriptions>
          </section>
          <section className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 className={styles.sectionTitle}>{t('operator.detail.siteTitle')}</h2>
            </div>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('operator.fields.validity')}>
                <Validity site={site} now={now} />
              </Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.version')}>
                {t(`operator.version.${site.version === 1 ? 1 : 0}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.freeUpgradeFlag')}>
                {site.freeUpgradeFlag ? t('operator.detail.yes') : t('operator.detail.no')}
              </Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.code')}>{site.code}</Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.domains')}>
                {site.domains.join(', ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.availableLang')}>
                {site.availableLang
                  .split(',')
                  .map((code) => t(`operator.lang.${Number(code) as 1 | 2 | 3}`))
                  .join(' / ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.defaultLang')}>
                {t(`operator.lang.${site.defaultLang as 1 | 2 | 3}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('operator.fields.created')}>
                {formatDate(site.createTime, 'YYYY-MM-DD')}
              </Descriptions.Item>
            </Descriptions>
          </section>
          <section className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 className={styles.sectionTitle}>{t('operator.detail.adminsTitle')}</h2>
              <Button
                type="link"
                size="small"
                icon={<UserAddOutlined />}
                onClick={() => setDialog('addAdmin')}
              >
                {t('operator.detail.addAdmin')}
              </Button>
            </div>
            {site.admins.map((admin) => (
              <div key={admin.userId} className={styles.adminRow}>
                <div className={styles.adminWho}>
                  <span className={styles.adminEmail}>{admin.email}</span>
                  <span className={styles.adminMeta}>
                    {admin.passwordSet ? t('operator.detail.adminActive') : t('operator.detail.adminInvited')}
                  </span>
                </div>
                <Popconfirm
                  title={t('operator.detail.removeAdminConfirm', { email: admin.email })}
                  okText={t('operator.detail.removeAdmin')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  disabled={site.admins.length <= 1}
                  onConfirm={() =>
                    changes.removeAdmin.mutate(admin.userId, {
                      onSuccess: saved,
                      onError: (error) => void message.error(error.message),
                    })
                  }
                >
                  <Button
                    type="text"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    disabled={site.admins.length <= 1}
                    title={
                      site.admins.length <= 1
                        ? t('operator.detail.lastAdmin')
                        : t('operator.detail.removeAdmin')
                    }
                    aria-label={t('operator.detail.removeAdmin')}
                  />
                </Popconfirm>
              </div>
            ))}
          </section>
        </div>
      </div>

      <SuspendDialog
        open={dialog === 'suspend'}
        onClose={close}
        pending={changes.suspend.isPending}
        run={(values, handlers) => changes.suspend.mutate(values.reason, done(handlers))}
      />
      <RenewDialog
        site={site}
        open={dialog === 'renew'}
        onClose={close}
        pending={changes.renew.isPending}
        run={(values, handlers) => changes.renew.mutate(values, done(handlers))}
      />
      <LimitsDialog
        site={site}
        open={dialog === 'limits'}
        onClose={close}
        pending={changes.limits.isPending}
        run={(values, handlers) => changes.limits.mutate(values, done(handlers))}
      />
      <VersionDialog
        site={site}
        open={dialog === 'version'}
        onClose={close}
        pending={changes.version.isPending}
        run={(values, handlers) => changes.version.mutate(values, done(handlers))}
      />
      <AddAdminDialog
        open={dialog === 'addAdmin'}
        onClose={close}
        pending={changes.addAdmin.isPending}
        run={(values, handlers) => changes.addAdmin.mutate(values.email, done(handlers))}
      />
    </div>
  );
}
