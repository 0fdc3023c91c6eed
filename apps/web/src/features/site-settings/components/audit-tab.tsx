import { siteImageIdOf, type SiteAuditEntry } from '@copytrade/contracts/site-settings';
import { HistoryOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { assetUrl } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePagedQuery } from '@/lib/use-paged-query';
import { siteAuditQueryOptions } from '../api/site-settings';
import { Section } from './section';
import styles from './audit-tab.module.css';

/** A value of the log as one short line: texts by language, lists joined, long texts cut. */
function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(auditValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== '' && v !== null)
      .map(([k, v]) => `${k}: ${auditValue(v)}`)
      .join(' · ');
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** An image's address as a small picture, a switch as yes / no, anything else as `auditValue`. */
function AuditValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  if (field === 'language' && value === '') return <>{t('siteSettings.banners.allLanguages')}</>;
  if (typeof value === 'boolean') return <>{t(value ? 'siteSettings.audit.yes' : 'siteSettings.audit.no')}</>;
  if (typeof value === 'string' && (siteImageIdOf(value) !== null || value.startsWith('/uploads/'))) {
    return <img src={assetUrl(value)} alt="" className={styles.thumb} />;
  }
  return <>{auditValue(value)}</>;
}

function Changes({ entry }: { entry: SiteAuditEntry }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <ul className={styles.changes}>
      {keys.map((key) => (
        <li key={key}>
          <span className={styles.field}>{t(`siteSettings.fields.${key}`, { defaultValue: key })}</span>
          {key in entry.before ? (
            <del className={styles.before}>
              <AuditValue field={key} value={entry.before[key]} />
            </del>
          ) : null}
          {key in entry.before && key in entry.after ? <span aria-hidden> → </span> : null}
          {key in entry.after ? (
            <ins className={styles.after}>
              <AuditValue field={key} value={entry.after[key]} />
            </ins>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The audit log: who changed what and when, newest first, the changed fields before and after. */
export function AuditTab() {
  const { t } = useTranslation();
  const [list, paging] = usePagedQuery((page) => siteAuditQueryOptions(page), { name: 'audit' });
  const columns: DataColumn<SiteAuditEntry>[] = [
    {
      key: 'time',
      title: t('siteSettings.audit.time'),
      render: (row) => (
        <time className={styles.time} dateTime={new Date(row.createTime).toISOString()}>
          {formatDate(row.createTime, 'YYYY-MM-DD HH:mm:ss')}
        </time>
      ),
    },
    {
      key: 'who',
      title: t('siteSettings.audit.who'),
      render: (row) => (
        <span className={styles.who}>
          {row.actorName}
          <Tag bordered={false} color={row.actorKind === 'operator' ? 'purple' : 'default'}>
            {t(`siteSettings.audit.actor.${row.actorKind === 'operator' ? 'operator' : 'admin'}`)}
          </Tag>
        </span>
      ),
    },
    {
      key: 'action',
      title: t('siteSettings.audit.action'),
      render: (row) =>
        t(`siteSettings.audit.actions.${row.action.replace('.', '_')}`, { defaultValue: row.action }),
    },
    { key: 'changes', title: t('siteSettings.audit.changes'), render: (row) => <Changes entry={row} /> },
  ];
  return (
    <Section
      id="site-audit"
      icon={<HistoryOutlined aria-hidden />}
      title={t('siteSettings.tabs.audit')}
      note={t('siteSettings.audit.note')}
    >
      <PagedList
        list={list}
        paging={paging}
        label={t('siteSettings.tabs.audit')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={
          <EmptyState
            icon={<HistoryOutlined aria-hidden />}
            title={t('siteSettings.audit.empty')}
            hint={t('siteSettings.audit.emptyHint')}
          />
        }
      />
    </Section>
  );
}
