import { AimOutlined, FunctionOutlined } from '@ant-design/icons';
import type { PivotRow } from '@copytrade/contracts/market';
import { Grid, Segmented, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { useLiveQuotes } from '@/lib/market-socket';
import { usePivotPoints } from '../api/get-pivot-points';
import { ServerGate } from '../components/server-gate';
import { ServerSelect } from '../components/server-select';
import {
  levelNames,
  levelsOf,
  PIVOT_FORMULAS,
  PIVOT_METHODS,
  placeBid,
  type BidPlace,
  type LevelName,
  type PivotMethod,
} from '../utils/pivot-levels';
import { useChosenServer } from '../utils/use-chosen-server';
import styles from './pivot-points.module.css';

const isMethod = (value: string | null): value is PivotMethod =>
  value !== null && (PIVOT_METHODS as readonly string[]).includes(value);

/** The previous day's date in the server's time (its D1 candle starts at the server's midnight). */
function serverDay(day: number, offsetMinutes: number): string {
  return new Date(day + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

function levelTone(name: LevelName): string {
  if (name === 'P') return styles.pivot ?? '';
  return name.startsWith('R') ? (styles.resistance ?? '') : (styles.support ?? '');
}

/** Where the bid is, in words: between two levels, or beyond the outermost one. */
function PlaceText({ place }: { place: BidPlace }) {
  const { t } = useTranslation();
  if (place.below && place.above)
    return <>{t('tools.pivots.between', { low: place.below, high: place.above })}</>;
  if (place.below) return <>{t('tools.pivots.above', { level: place.below })}</>;
  return <>{t('tools.pivots.below', { level: place.above ?? place.nearest })}</>;
}

/**
 * /tools/market/point: pivot points of the server's major symbols from the previous day's candle, by the
 * classic, Fibonacci or Camarilla formulas, with the current bid placed among the levels (the nearest level
 * is marked) and the formulas under the table.
 */
export function PivotPointsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.nav.pivotPoints'));
  const phone = Grid.useBreakpoint().md === false;
  const { servers, server, setServer } = useChosenServer();
  const serverName = server?.server ?? null;
  const pivots = usePivotPoints(serverName);
  const [params, setParams] = useSearchParams();
  const methodParam = params.get('method');
  const method: PivotMethod = isMethod(methodParam) ? methodParam : 'classic';
  const rows = pivots.data ?? [];
  const live = useLiveQuotes(
    serverName,
    rows.map((row) => row.symbol),
  );
  const offset = server?.offsetMinutes ?? 0;

  const setMethod = (value: PivotMethod) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'classic') next.delete('method');
        else next.set('method', value);
        return next;
      },
      { replace: true },
    );
  };

  const names = levelNames(method);
  const bidOf = (row: PivotRow) => live.get(row.symbol)?.bid ?? row.bid;

  const columns: TableColumnsType<PivotRow> = [
    {
      key: 'symbol',
      title: t('tools.pivots.symbol'),
      fixed: 'left',
      render: (_, row) => (
        <div className={styles.symbolCell}>
          <span className={styles.symbolName}>{row.symbol}</span>
          <span className={styles.symbolDescription}>{row.description}</span>
        </div>
      ),
    },
    {
      key: 'day',
      title: t('tools.pivots.previousDay'),
      render: (_, row) => (
        <div className={styles.day}>
          <span className={styles.dayDate}>{serverDay(row.day, offset)}</span>
          <span>
            H <b>{row.high}</b>
          </span>
          <span>
            L <b>{row.low}</b>
          </span>
          <span>
            C <b>{row.close}</b>
          </span>
        </div>
      ),
    },
    ...names.map((name) => ({
      key: name,
      title: <span className={`${styles.levelHead} ${levelTone(name)}`}>{name}</span>,
      align: 'right' as const,
      render: (_: unknown, row: PivotRow) => {
        const place = placeBid(levelsOf(row, method), bidOf(row), row.digits);
        const nearest = place?.nearest === name;
        return (
          <span
            className={nearest ? `${styles.level} ${styles.nearest} ${levelTone(name)}` : styles.level}
            title={nearest ? t('tools.pivots.nearest') : undefined}
          >
            {levelsOf(row, method).get(name) ?? '—'}
          </span>
        );
      },
    })),
    {
      key: 'bid',
      title: t('tools.pivots.bid'),
      align: 'right',
      // On a phone the levels need the width: only the symbol stays put.
      fixed: phone ? undefined : 'right',
      render: (_, row) => {
        const bid = bidOf(row);
        const place = placeBid(levelsOf(row, method), bid, row.digits);
        if (bid === null || !place) return <span className={styles.closed}>{t('tools.quotes.closed')}</span>;
        return (
          <div className={styles.bidCell}>
            <span className={styles.bid}>{bid}</span>
            <span className={styles.place}>
              <PlaceText place={place} />
            </span>
          </div>
        );
      },
    },
  ];

  const frame = (content: ReactNode) => <div className={styles.card}>{content}</div>;
  const skeleton = frame(<ListSkeleton rows={8} />);

  return (
    <div className={styles.page}>
      <PageHeading
        title={t('tools.pivots.title')}
        meta={t('tools.pivots.subtitle')}
        extra={
          <ServerSelect
            servers={servers.data ?? []}
            value={serverName}
            onChange={setServer}
            loading={servers.isPending}
          />
        }
      />
      <ServerGate servers={servers} frame={frame} loading={skeleton}>
        <section className={styles.card} aria-label={t('tools.pivots.tableLabel')}>
          <div className={styles.toolbar}>
            <Segmented<PivotMethod>
              value={method}
              onChange={setMethod}
              options={PIVOT_METHODS.map((value) => ({ value, label: t(`tools.pivots.methods.${value}`) }))}
              aria-label={t('tools.pivots.method')}
            />
            <div className={styles.legend}>
              <span className={`${styles.swatch} ${styles.resistance}`} /> {t('tools.pivots.resistance')}
              <span className={`${styles.swatch} ${styles.pivot}`} /> {t('tools.pivots.pivot')}
              <span className={`${styles.swatch} ${styles.support}`} /> {t('tools.pivots.support')}
              <span className={`${styles.swatch} ${styles.nearestSwatch}`} /> {t('tools.pivots.nearest')}
            </div>
          </div>
          <QueryView
            query={pivots}
            loading={<ListSkeleton rows={8} />}
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                roomy
                icon={<AimOutlined />}
                title={t('tools.pivots.emptyTitle')}
                hint={t('tools.pivots.emptyHint')}
              />
            }
          >
            {(data) => (
              <Table<PivotRow>
                className={styles.table}
                rowKey="symbol"
                columns={columns}
                dataSource={data}
                pagination={false}
                size={phone ? 'small' : 'middle'}
                scroll={{ x: 'max-content' }}
              />
            )}
          </QueryView>
        </section>
      </ServerGate>
      <section className={styles.formulas} aria-labelledby="pivot-formulas">
        <h2 id="pivot-formulas" className={styles.formulasTitle}>
          <FunctionOutlined aria-hidden /> {t('tools.pivots.formulasTitle')}
        </h2>
        <p className={styles.formulasIntro}>{t('tools.pivots.formulasIntro')}</p>
        <div className={styles.formulaGrid}>
          {PIVOT_METHODS.map((value) => (
            <div
              key={value}
              className={value === method ? `${styles.formula} ${styles.formulaActive}` : styles.formula}
            >
              <h3 className={styles.formulaName}>{t(`tools.pivots.methods.${value}`)}</h3>
              <ul className={styles.formulaLines}>
                {PIVOT_FORMULAS[value].map((line) => (
                  <li key={line}>
                    <code>{line}</code>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className={styles.formulasNote}>{t('tools.pivots.formulasNote')}</p>
      </section>
    </div>
  );
}
