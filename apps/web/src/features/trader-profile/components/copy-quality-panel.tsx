import type { CopyQualityView } from '@copytrade/contracts/statistics';
import { formatMoney } from '@copytrade/contracts/number-format';
import { Empty, Progress, Skeleton, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import type enUS from '@/i18n/locales/en_US.json';
import { DASH, percentText } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { useCopyQuality } from '../api/copy-quality';
import type { HelpKey } from '../utils/help-keys';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';
import quality from './quality.module.css';

/** The skip reasons the copy records have words for (the same texts the follower's records show). */
type ReasonCode = keyof (typeof enUS)['copyRecords']['reasons'];

/** One figure with its formula beside its name. */
function Figure(props: { helpKey: HelpKey; label: string; value: string | null; note: ReactNode }) {
  return (
    <div className={quality.figure}>
      <StatLabel helpKey={props.helpKey}>{props.label}</StatLabel>
      <div className={`${quality.figureValue} ${props.value === null ? quality.muted : ''}`}>
        {props.value ?? DASH}
      </div>
      <div className={quality.figureNote}>{props.note}</div>
    </div>
  );
}

/**
 * A skip reason in words, with what it means on hover: the copy records' texts (`copyRecords.reasons`);
 * a code this web does not know yet reads as "other".
 */
function ReasonLabel({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation();
  const code: ReasonCode = i18n.exists(`copyRecords.reasons.${reason}.label`)
    ? (reason as ReasonCode)
    : 'OTHER';
  return (
    <Tooltip title={t(`copyRecords.reasons.${code}.help`)}>
      <span className={quality.reasonLabel} tabIndex={0}>
        {t(`copyRecords.reasons.${code}.label`)}
      </span>
    </Tooltip>
  );
}

function SkipReasons({ data }: { data: CopyQualityView }) {
  const { t } = useTranslation();
  return (
    <div className={quality.reasons}>
      <h3 className={quality.reasonsTitle}>
        <StatLabel helpKey="copyQuality.skipReasons">{t('profileQuality.copyQuality.skipReasons')}</StatLabel>
      </h3>
      {data.skipReasons.length === 0 ? (
        <p className={quality.noSkips}>{t('profileQuality.copyQuality.noSkips')}</p>
      ) : (
        <ul className={quality.reasonList} aria-label={t('profileQuality.copyQuality.skipReasons')}>
          {data.skipReasons.map((row) => (
            <li key={row.reason} className={quality.reason}>
              <ReasonLabel reason={row.reason} />
              <Progress
                className={quality.reasonBar}
                percent={data.skipped === 0 ? 0 : Math.round((row.count / data.skipped) * 100)}
                showInfo={false}
                size="small"
                status="exception"
                aria-hidden
              />
              <span className={quality.reasonCount}>
                {t('profileQuality.copyQuality.times', { count: row.count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Figures({ data }: { data: CopyQualityView }) {
  const { t } = useTranslation();
  const points = (value: string | null) =>
    value === null ? null : t('profileQuality.copyQuality.points', { value });
  const ms = (value: number | null) =>
    value === null ? null : t('profileQuality.copyQuality.ms', { value: formatMoney(value, 0) });
  return (
    <div className={quality.figures}>
      <Figure
        helpKey="copyQuality.share"
        label={t('profileQuality.copyQuality.share')}
        value={data.share === null ? null : percentText(data.share)}
        note={t('profileQuality.copyQuality.shareNote', {
          copied: data.copied,
          total: data.copied + data.skipped,
          signals: data.signals,
        })}
      />
      <Figure
        helpKey="copyQuality.slippage"
        label={t('profileQuality.copyQuality.slippage')}
        value={points(data.slippage.average)}
        note={
          data.fills === 0
            ? t('profileQuality.copyQuality.noFill')
            : t('profileQuality.copyQuality.slippageNote', {
                value: points(data.slippage.p95),
                count: data.fills,
              })
        }
      />
      <Figure
        helpKey="copyQuality.delay"
        label={t('profileQuality.copyQuality.delay')}
        value={ms(data.delay.average)}
        note={
          data.fills === 0
            ? t('profileQuality.copyQuality.noFill')
            : t('profileQuality.copyQuality.delayNote', { value: ms(data.delay.p95) })
        }
      />
    </div>
  );
}

/**
 * Copy quality over the last 30 days, measured from the copies the site made: the share of the trader's
 * opens that reached the followers, their slippage and delay (average and 95th percentile), and why the
 * others were skipped. Each figure has its formula beside it.
 */
export function CopyQualityPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const query = useCopyQuality(mtId);
  const data = query.data;
  const nothing = data !== undefined && data.copied + data.skipped === 0 && data.fills === 0;
  return (
    <section className={styles.panel} aria-labelledby="copy-quality-title">
      <div className={styles.panelHead}>
        <h2 id="copy-quality-title" className={styles.panelTitle}>
          {t('profileQuality.copyQuality.title')}
        </h2>
        {data ? (
          <span className={quality.window}>
            {t('profileQuality.copyQuality.window', {
              days: data.days,
              from: formatDate(data.from, 'YYYY-MM-DD'),
              to: formatDate(data.to, 'YYYY-MM-DD'),
            })}
          </span>
        ) : null}
      </div>
      <QueryView
        query={query}
        loading={<Skeleton active title={false} paragraph={{ rows: 5 }} className={styles.chartSkeleton} />}
        message={false}
      >
        {(data) =>
          nothing ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  {t('profileQuality.copyQuality.empty', { days: data.days })}
                  <span className={quality.emptyHint}>{t('profileQuality.copyQuality.emptyHint')}</span>
                </>
              }
            />
          ) : (
            <>
              <Figures data={data} />
              <SkipReasons data={data} />
              <p className={quality.scope}>{t('profileQuality.copyQuality.scope')}</p>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
