import type { OperatorSite, SiteState } from '@copytrade/contracts/operator';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import styles from './site-bits.module.css';

const STATE_COLORS: Record<SiteState, string> = {
  active: 'success',
  suspended: 'error',
  notStarted: 'processing',
  expired: 'warning',
};

/** A site's state as a coloured tag; a suspended one shows its reason on hover. */
export function SiteStateTag({ site }: { site: Pick<OperatorSite, 'state' | 'suspendReason'> }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={STATE_COLORS[site.state]} className={styles.stateTag}>
      {t(`operator.state.${site.state}`)}
    </Tag>
  );
  return site.state === 'suspended' && site.suspendReason ? (
    <Tooltip title={site.suspendReason}>{tag}</Tooltip>
  ) : (
    tag
  );
}

/** A platform limit: the number, or "Unlimited" for -1. */
export function LimitText({ value }: { value: number }) {
  const { t } = useTranslation();
  return value === -1 ? (
    <span className={styles.unlimited}>{t('operator.limits.unlimited')}</span>
  ) : (
    <>{value}</>
  );
}

const DAY = 86_400_000;

/** The validity period, with the days left (or how long ago it ended). */
export function Validity({ site, now }: { site: Pick<OperatorSite, 'beginTime' | 'endTime'>; now: number }) {
  const { t } = useTranslation();
  const begin = site.beginTime === null ? '—' : formatDate(site.beginTime, 'YYYY-MM-DD');
  const end = site.endTime === null ? t('operator.validity.noEnd') : formatDate(site.endTime, 'YYYY-MM-DD');
  let note: string | null = null;
  let tone = styles.noteOk;
  if (site.endTime !== null) {
    const days = Math.ceil((site.endTime - now) / DAY);
    if (days < 0) {
      note = t('operator.validity.endedAgo', { count: -days });
      tone = styles.noteBad;
    } else {
      note = t('operator.validity.daysLeft', { count: days });
      if (days <= 30) tone = styles.noteWarn;
    }
  }
  return (
    <span className={styles.validity}>
      <span>
        {begin} ~ {end}
      </span>
      {note ? <span className={`${styles.note} ${tone}`}>{note}</span> : null}
    </span>
  );
}

/** siteType and version as the console names them. */
export function SiteKind({ site }: { site: Pick<OperatorSite, 'siteType' | 'templateType' | 'version'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.kind}>
      <span>
        {t(`operator.siteType.${site.siteType as 2 | 3 | 5}`)}
        {site.siteType === 2 ? ` · ${t('operator.templateN', { n: site.templateType })}` : ''}
      </span>
      <Tag color={site.version === 1 ? 'gold' : 'default'} className={styles.versionTag}>
        {t(`operator.version.${site.version === 1 ? 1 : 0}`)}
      </Tag>
    </span>
  );
}

/** Copies per day as a small line (the last 30 days, oldest first), with its total. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const width = 120;
  const height = 28;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map(
    (v, i) => `${(i * step).toFixed(1)},${(height - 2 - (v / max) * (height - 4)).toFixed(1)}`,
  );
  const area = `0,${height} ${points.join(' ')} ${width},${height}`;
  return (
    <svg
      className={styles.spark}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      <polygon points={area} className={styles.sparkArea} />
      <polyline points={points.join(' ')} className={styles.sparkLine} />
    </svg>
  );
}
