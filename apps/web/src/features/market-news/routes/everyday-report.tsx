import { FileTextOutlined, LeftOutlined, LineChartOutlined, RightOutlined } from '@ant-design/icons';
import type { DailyFigure, DailyReport } from '@copytrade/contracts/market-news';
import { Button, DatePicker, Pagination, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { MarkdownView } from '@/components/markdown';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { useDailyReport } from '../api/get-daily-report';
import { REPORT_DAYS_PAGE, useDailyReportDays } from '../api/get-daily-report-days';
import styles from './everyday-report.module.css';

const DAY_FORMAT = 'YYYY-MM-DD';

function Change({ value }: { value: string }) {
  if (!value) return <span className={styles.muted}>—</span>;
  const negative = value.startsWith('-');
  const zero = Number(value) === 0;
  const className = zero ? styles.flat : negative ? styles.down : styles.up;
  return <span className={className}>{`${negative || zero ? '' : '+'}${value}%`}</span>;
}

function FiguresTable({ report }: { report: DailyReport }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DailyFigure> = [
    {
      key: 'symbol',
      title: t('marketNews.report.symbol'),
      dataIndex: 'symbol',
      fixed: 'left',
      className: styles.symbol,
    },
    { key: 'open', title: t('marketNews.report.open'), dataIndex: 'open', align: 'right' },
    { key: 'high', title: t('marketNews.report.high'), dataIndex: 'high', align: 'right' },
    { key: 'low', title: t('marketNews.report.low'), dataIndex: 'low', align: 'right' },
    {
      key: 'close',
      title: t('marketNews.report.close'),
      dataIndex: 'close',
      align: 'right',
      className: styles.close,
    },
    {
      key: 'change',
      title: t('marketNews.report.change'),
      align: 'right',
      render: (_, row) => <Change value={row.changePercent} />,
    },
    { key: 'range', title: t('marketNews.report.range'), dataIndex: 'rangePips', align: 'right' },
  ];
  if (report.figures.length === 0) {
    return (
      <EmptyState
        icon={<LineChartOutlined />}
        title={t('marketNews.report.noFigures')}
        hint={t('marketNews.report.noFiguresHint')}
      />
    );
  }
  return (
    <Table<DailyFigure>
      className={styles.table}
      rowKey="symbol"
      size="middle"
      columns={columns}
      dataSource={report.figures}
      pagination={false}
      scroll={{ x: 640 }}
    />
  );
}

function ActiveSymbols({ report }: { report: DailyReport }) {
  const { t } = useTranslation();
  const top = report.active[0]?.trades ?? 0;
  if (report.active.length === 0) return <p className={styles.muted}>{t('marketNews.report.noActive')}</p>;
  return (
    <ol className={styles.active}>
      {report.active.map((row, index) => (
        <li key={row.symbol} className={styles.activeRow}>
          <span className={styles.rank}>{index + 1}</span>
          <span className={styles.activeSymbol}>{row.symbol}</span>
          <span className={styles.bar}>
            <span style={{ width: `${top ? Math.max(6, (row.trades / top) * 100) : 0}%` }} />
          </span>
          <span className={styles.trades}>{t('marketNews.report.trades', { count: row.trades })}</span>
        </li>
      ))}
    </ol>
  );
}

function ReportDays({ current, onPick }: { current: string; onPick: (day: string) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const days = useDailyReportDays(page);
  return (
    <aside className={styles.side}>
      <h2 className={styles.sideTitle}>{t('marketNews.report.history')}</h2>
      <QueryView
        query={days}
        loading={<ListSkeleton rows={5} />}
        isEmpty={(data) => data.days.length === 0}
        empty={<p className={styles.muted}>{t('marketNews.report.noHistory')}</p>}
      >
        {(data) => (
          <>
            <ul className={styles.days}>
              {data.days.map((item) => (
                <li key={item.day}>
                  <button
                    type="button"
                    className={item.day === current ? `${styles.dayLink} ${styles.current}` : styles.dayLink}
                    aria-current={item.day === current ? 'page' : undefined}
                    onClick={() => onPick(item.day)}
                  >
                    <span className={styles.dayDate}>
                      {dayjs(item.day).format(t('marketNews.calendar.dayFormat'))}
                    </span>
                    <span className={styles.dayTitle}>{item.title}</span>
                  </button>
                </li>
              ))}
            </ul>
            {data.total > REPORT_DAYS_PAGE ? (
              <Pagination
                className={styles.pager}
                size="small"
                simple
                current={page}
                pageSize={REPORT_DAYS_PAGE}
                total={data.total}
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </QueryView>
    </aside>
  );
}

/**
 * /tools/market/everydayreport: one day's market report: the figures of the major symbols computed from
 * the day's D1 candles, the symbols the site's traders were busiest in, and the site admin's commentary;
 * the latest report first, any day by the picker, the previous days listed beside.
 */
export function EverydayReportRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketNews.report.title'));
  const [params, setParams] = useSearchParams();
  const dayParam = params.get('day') ?? '';
  const requested = dayjs(dayParam, DAY_FORMAT, true).isValid() ? dayParam : '';
  const report = useDailyReport(requested);
  const shown = report.data?.day ?? requested;

  const pick = (day: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (day) next.set('day', day);
        else next.delete('day');
        return next;
      },
      { replace: false },
    );

  return (
    <div className={styles.page}>
      <PageHeading title={t('marketNews.report.title')} meta={t('marketNews.report.subtitle')} />
      <div className={styles.layout}>
        <article className={styles.card}>
          <QueryView
            query={report}
            loading={
              <div className={styles.pad}>
                <ListSkeleton rows={8} />
              </div>
            }
            isEmpty={(data) => data === null}
            empty={
              <EmptyState
                roomy
                icon={<FileTextOutlined />}
                title={t('marketNews.report.emptyTitle')}
                hint={t('marketNews.report.emptyHint')}
              />
            }
          >
            {(data) =>
              data ? (
                <div className={report.isPlaceholderData ? styles.stale : undefined}>
                  <header className={styles.reportHead}>
                    <div className={styles.dateBar}>
                      <Button
                        icon={<LeftOutlined />}
                        disabled={!data.previousDay}
                        onClick={() => pick(data.previousDay)}
                        aria-label={t('marketNews.report.previous')}
                      />
                      <DatePicker
                        value={dayjs(shown)}
                        allowClear={false}
                        format={t('marketNews.calendar.dayFormat')}
                        disabledDate={(d: Dayjs) => d.isAfter(dayjs(), 'day')}
                        onChange={(value: Dayjs | null) => value && pick(value.format(DAY_FORMAT))}
                        className={styles.picker}
                      />
                      <Button
                        icon={<RightOutlined />}
                        disabled={!data.nextDay}
                        onClick={() => pick(data.nextDay)}
                        aria-label={t('marketNews.report.next')}
                      />
                    </div>
                    <h2 className={styles.reportTitle}>
                      {data.title || t('marketNews.report.untitled', { day: data.day })}
                    </h2>
                    {data.server ? (
                      <p className={styles.source}>
                        {t('marketNews.report.source', { server: data.server })}
                      </p>
                    ) : null}
                  </header>
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('marketNews.report.figures')}</h3>
                    <FiguresTable report={data} />
                  </section>
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('marketNews.report.activeTitle')}</h3>
                    <ActiveSymbols report={data} />
                  </section>
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('marketNews.report.commentary')}</h3>
                    {data.commentary ? (
                      <MarkdownView source={data.commentary} />
                    ) : (
                      <p className={styles.muted}>{t('marketNews.report.noCommentary')}</p>
                    )}
                  </section>
                </div>
              ) : null
            }
          </QueryView>
        </article>
        <ReportDays current={shown} onPick={pick} />
      </div>
    </div>
  );
}
