import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/deferred';
import { QueryView } from '@/components/query-view';
import { DASH, moneyText, percentText, signOf } from '@/lib/figures';
import { useMonthAnalyse, type MonthAnalyse } from '../api/month-analyse-chart';
import { returnsGrid } from '../utils/returns-grid';
import { LazyChart, type ChartSpec } from '@/components/charts/lazy-chart';
import { percentAxis } from '@/components/charts/chart-spec';
import { useChartTokens } from '@/components/charts/chart-tokens';
import { monthBarsSpec } from '@/components/charts/month-bars';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';
import { EmptyNote, Placeholder } from '@/components/placeholder/placeholder';

type Month = MonthAnalyse['months'][number];

function MonthlyChart({ months }: { months: Month[] }) {
  const { t } = useTranslation();
  const token = useChartTokens();
  const spec = useMemo(
    (): ChartSpec =>
      monthBarsSpec({
        months,
        value: (month) => month.return,
        describe: (month) => [
          `${t('profile.monthly.return')}: ${percentText(month.return, true)}`,
          `${t('profile.monthly.profit')}: ${moneyText(month.profit)}`,
          `${t('profile.monthly.trades')}: ${month.trades}`,
        ],
        name: t('profile.monthly.return'),
        gainColor: token.colorSuccess,
        token,
        valueText: percentAxis,
      }),
    [months, t, token],
  );
  return <LazyChart spec={spec} label={t('profile.monthly.chartLabel')} height={280} />;
}

function ReturnCell({ value }: { value: string | null }) {
  if (value === null) return <span className={styles.none}>{DASH}</span>;
  const tone = signOf(value);
  return (
    <span className={tone === 'gain' ? styles.gain : tone === 'loss' ? styles.loss : undefined}>
      {percentText(value)}
    </span>
  );
}

/** Years down, calendar months across, the compounded year at the end. */
function ReturnsTable({ data }: { data: MonthAnalyse }) {
  const { t } = useTranslation();
  const rows = returnsGrid(data.months, data.years);
  // Short month names in the page's language (Jan, 1月, ...), from the messages: the browser's calendar
  // data (Intl.DateTimeFormat) cost 40 ms of the profile's first render to load on a slow machine.
  const names = t('common.monthNames').split(' ');
  return (
    <div className={styles.tableScroll}>
      <table className={styles.returnsTable}>
        <caption className={styles.srOnly}>{t('profile.monthly.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile.monthly.year')}</th>
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col" className={styles.yearTotal}>
              <StatLabel helpKey="yearly">{t('profile.monthly.yearTotal')}</StatLabel>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              {row.months.map((value, index) => (
                <td key={index}>
                  <ReturnCell value={value} />
                </td>
              ))}
              <td className={styles.yearTotal}>
                <ReturnCell value={row.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Monthly returns: a bar per month and the year x month table. */
export function MonthlyPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const skeleton = <Placeholder title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />;
  const analyse = useMonthAnalyse(mtId);
  return (
    <section className={styles.panel} aria-labelledby="monthly-title">
      <div className={styles.panelHead}>
        <h2 id="monthly-title" className={styles.panelTitle}>
          <StatLabel helpKey="monthly">{t('profile.monthly.title')}</StatLabel>
        </h2>
      </div>
      {/* The chart and its table after the header and the figures, in a render React can pause. */}
      <Deferred fallback={skeleton}>
        <QueryView query={analyse} loading={skeleton} message={false}>
          {(data) =>
            data.months.every((month) => month.trades === 0) ? (
              // Months with only followers' copy results and no trade of the account have no return to draw.
              <EmptyNote description={t('profile.monthly.empty')} />
            ) : (
              <>
                <MonthlyChart months={data.months} />
                <ReturnsTable data={data} />
              </>
            )
          }
        </QueryView>
      </Deferred>
    </section>
  );
}
