import type { SiteAuditEntry } from '@copytrade/contracts/operator';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import styles from '../routes/operator-pages.module.css';

const LIMIT_FIELDS = new Set(['copyMaxNumber', 'masterMaxNumber', 'userCopyLimit', 'userTradeLimit']);
const TIME_FIELDS = new Set(['beginTime', 'endTime']);

/** Who made a change: the console's operator or the site's own admin. */
export function AuditWho({ entry }: { entry: SiteAuditEntry }) {
  const { t } = useTranslation();
  return (
    <span>
      <Tag color={entry.actorKind === 'operator' ? 'blue' : 'default'}>
        {t(`operator.audit.kind.${entry.actorKind === 'operator' ? 'operator' : 'admin'}`)}
      </Tag>
      {entry.actorName}
    </span>
  );
}

/** The changed fields: their name, the value before (struck through) and after. */
export function AuditChanges({ entry }: { entry: SiteAuditEntry }) {
  const { t } = useTranslation();
  const show = (field: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (LIMIT_FIELDS.has(field) && value === -1) return t('operator.limits.unlimited');
    if (TIME_FIELDS.has(field) && typeof value === 'number') return formatDate(value, 'YYYY-MM-DD');
    if (typeof value === 'boolean') return value ? t('operator.detail.yes') : t('operator.detail.no');
    if (field === 'status') return value === 1 ? t('operator.state.active') : t('operator.state.suspended');
    if (field === 'version') return t(`operator.version.${value === 1 ? 1 : 0}`);
    if (field === 'siteType' && (value === 2 || value === 3 || value === 5))
      return t(`operator.siteType.${value}`);
    if (field === 'defaultLang' && (value === 1 || value === 2 || value === 3))
      return t(`operator.lang.${value}`);
    if (field === 'availableLang' && typeof value === 'string')
      return value
        .split(',')
        .map((code) => (code === '1' || code === '2' || code === '3' ? t(`operator.lang.${code}`) : code))
        .join(' / ');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  };
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <span className={styles.auditChanges}>
      {fields.map((field) => (
        <span key={field}>
          <span className={styles.auditField}>
            {t(`operator.audit.fields.${field}`, { defaultValue: field })}:{' '}
          </span>
          {field in entry.before ? (
            <span className={styles.auditBefore}>{show(field, entry.before[field])}</span>
          ) : null}
          {field in entry.before ? ' → ' : null}
          <span className={styles.auditAfter}>{show(field, entry.after[field])}</span>
        </span>
      ))}
    </span>
  );
}
