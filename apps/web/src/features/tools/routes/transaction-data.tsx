import { LineChartOutlined, SearchOutlined, StockOutlined } from '@ant-design/icons';
import type { MarketQuote } from '@copytrade/contracts/market';
import { Button, Grid, Input, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { useLiveQuotes } from '@/lib/market-socket';
import { useMarketQuotes } from '../api/get-market-quotes';
import { ChangeBadge } from '../components/change-badge';
import { ChartPanel } from '../components/chart-panel';
import { DayRange } from '../components/day-range';
import { FlashPrice } from '../components/flash-price';
import { ServerGate } from '../components/server-gate';
import { ServerSelect } from '../components/server-select';
import { Sparkline } from '../components/sparkline';
import { applyLiveQuote } from '../utils/prices';
import { inCategory, isCategory, SYMBOL_CATEGORIES, type SymbolCategory } from '../utils/symbol-categories';
import { useChosenServer } from '../utils/use-chosen-server';
import styles from './transaction-data.module.css';

/** Rows per page of the board: the live ask covers the rows on screen and the chart's symbol. */
const PAGE_SIZE = 20;

function matches(row: MarketQuote, search: string): boolean {
  if (!search) return true;
  const text = search.toLowerCase();
  return (
    row.symbol.toLowerCase().includes(text) ||
    row.standardSymbol.toLowerCase().includes(text) ||
    row.description.toLowerCase().includes(text)
  );
}

/**
 * /tools/transactionData: the quotes board of a trade server (bid, ask, spread, the day's change and range,
 * a 24-hour sparkline), live over the socket for the rows on screen; a row opens its candlestick chart
 * (below the board on a desktop, above the list on a phone).
 */
export function TransactionDataRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.nav.transactionData'));
  const phone = Grid.useBreakpoint().md === false;
  const { servers, server, setServer } = useChosenServer();
  const serverName = server?.server ?? null;
  const quotes = useMarketQuotes(serverName);
  const [params, setParams] = useSearchParams();
  const categoryParam = params.get('category');
  const category: SymbolCategory = isCategory(categoryParam) ? categoryParam : 'all';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<string | null>(null);
  const chartRef = useRef<HTMLDivElement>(null);

  const all = quotes.data ?? [];
  const filtered = all.filter((row) => inCategory(row.symbolType, category) && matches(row, search.trim()));
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const onScreen = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  // A desktop shows the first row's chart until one is picked; a phone opens it on a tap.
  const chosen =
    all.find((row) => row.symbol === picked) ?? (phone ? undefined : (onScreen[0] ?? filtered[0]));
  const liveSymbols = [
    ...new Set([...onScreen.map((row) => row.symbol), ...(chosen ? [chosen.symbol] : [])]),
  ];
  const live = useLiveQuotes(serverName, liveSymbols);

  const setCategory = (value: SymbolCategory) => {
    setPage(1);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true },
    );
  };

  // A tap on a phone opens the chart above the list: bring it into view.
  const [scrollWanted, setScrollWanted] = useState(0);
  useEffect(() => {
    if (scrollWanted === 0) return;
    const box = chartRef.current;
    if (box && box.getBoundingClientRect().top < 64)
      box.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else if (box && box.getBoundingClientRect().bottom > window.innerHeight) {
      box.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    }
  }, [scrollWanted]);

  const pick = (symbol: string) => {
    setPicked(symbol);
    setScrollWanted((n) => n + 1);
  };

  const counts = new Map<SymbolCategory, number>(
    SYMBOL_CATEGORIES.map((value) => [value, all.filter((row) => inCategory(row.symbolType, value)).length]),
  );

  const columns: TableColumnsType<MarketQuote> = [
    {
      key: 'symbol',
      title: t('tools.quotes.symbol'),
      render: (_, row) => (
        <div className={styles.symbolCell}>
          <span className={styles.symbolName}>
            {row.symbol}
            {row.bid === null ? <Tag className={styles.closedTag}>{t('tools.quotes.closed')}</Tag> : null}
          </span>
          <span className={styles.symbolDescription}>{row.description}</span>
        </div>
      ),
    },
    {
      key: 'bid',
      title: t('tools.quotes.bid'),
      align: 'right',
      render: (_, row) => <FlashPrice value={row.bid} digits={row.digits} />,
    },
    {
      key: 'ask',
      title: t('tools.quotes.ask'),
      align: 'right',
      render: (_, row) => <FlashPrice value={row.ask} digits={row.digits} />,
    },
    ...(phone
      ? []
      : [
          {
            key: 'spread',
            title: t('tools.quotes.spread'),
            align: 'right' as const,
            render: (_: unknown, row: MarketQuote) => (
              <span className={styles.spread}>{row.spread ?? '—'}</span>
            ),
          },
        ]),
    {
      key: 'change',
      title: t('tools.quotes.change'),
      align: 'right',
      render: (_, row) => <ChangeBadge change={row.change} percent={row.changePercent} compact={phone} />,
    },
    ...(phone
      ? []
      : [
          {
            key: 'range',
            title: t('tools.quotes.range'),
            render: (_: unknown, row: MarketQuote) => (
              <DayRange low={row.dayLow} high={row.dayHigh} bid={row.bid} />
            ),
          },
          {
            key: 'spark',
            title: t('tools.quotes.trend'),
            align: 'center' as const,
            render: (_: unknown, row: MarketQuote) => (
              <Sparkline points={row.spark} label={t('tools.quotes.trendOf', { symbol: row.symbol })} />
            ),
          },
        ]),
  ];

  const frame = (content: ReactNode) => <div className={styles.card}>{content}</div>;
  const skeleton = frame(<ListSkeleton rows={8} />);

  const heading = (
    <PageHeading
      title={t('tools.quotes.title')}
      meta={t('tools.quotes.subtitle')}
      extra={
        <ServerSelect
          servers={servers.data ?? []}
          value={serverName}
          onChange={(value) => {
            setPage(1);
            setPicked(null);
            setServer(value);
          }}
          loading={servers.isPending}
        />
      }
    />
  );

  const chart =
    chosen && serverName ? (
      <div ref={chartRef} className={styles.chart}>
        <ChartPanel
          key={`${serverName}|${chosen.symbol}`}
          server={serverName}
          offsetMinutes={server?.offsetMinutes ?? 0}
          quote={applyLiveQuote(chosen, live.get(chosen.symbol))}
          live={live.get(chosen.symbol)}
          onClose={phone ? () => setPicked(null) : undefined}
        />
      </div>
    ) : null;

  return (
    <div className={styles.page}>
      {heading}
      <ServerGate servers={servers} frame={frame} loading={skeleton}>
        <QueryView
          query={quotes}
          loading={skeleton}
          errorFrame={frame}
          isEmpty={(data) => data.length === 0}
          empty={
            <div className={styles.card}>
              <EmptyState
                roomy
                icon={<StockOutlined />}
                title={t('tools.quotes.emptyTitle')}
                hint={t('tools.quotes.emptyHint')}
              />
            </div>
          }
        >
          {() => (
            <div className={styles.layout}>
              {phone ? chart : null}
              <section className={styles.card} aria-label={t('tools.quotes.boardLabel')}>
                <div className={styles.toolbar}>
                  <Segmented<SymbolCategory>
                    className={styles.categories}
                    value={category}
                    onChange={setCategory}
                    options={SYMBOL_CATEGORIES.filter(
                      (value) => value === 'all' || (counts.get(value) ?? 0) > 0,
                    ).map((value) => ({ value, label: t(`tools.categories.${value}`) }))}
                  />
                  <Input
                    className={styles.search}
                    allowClear
                    prefix={<SearchOutlined aria-hidden />}
                    placeholder={t('tools.quotes.searchPlaceholder')}
                    aria-label={t('tools.quotes.search')}
                    value={search}
                    onChange={(event) => {
                      setPage(1);
                      setSearch(event.target.value);
                    }}
                  />
                </div>
                <Table<MarketQuote>
                  className={styles.table}
                  rowKey="symbol"
                  size={phone ? 'small' : 'middle'}
                  columns={columns}
                  dataSource={filtered.map((row) => applyLiveQuote(row, live.get(row.symbol)))}
                  rowClassName={(row) =>
                    (row.symbol === chosen?.symbol ? styles.selectedRow : styles.row) ?? ''
                  }
                  onRow={(row) => ({
                    onClick: () => pick(row.symbol),
                    onKeyDown: (event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        pick(row.symbol);
                      }
                    },
                    tabIndex: 0,
                    'aria-selected': row.symbol === chosen?.symbol,
                  })}
                  pagination={{
                    current,
                    pageSize: PAGE_SIZE,
                    total: filtered.length,
                    hideOnSinglePage: true,
                    showSizeChanger: false,
                    onChange: setPage,
                  }}
                  locale={{
                    emptyText: (
                      <EmptyState
                        icon={<SearchOutlined />}
                        title={t('tools.quotes.noMatchTitle')}
                        hint={t('tools.quotes.noMatchHint')}
                        action={
                          <Button
                            onClick={() => {
                              setSearch('');
                              setCategory('all');
                            }}
                          >
                            {t('tools.quotes.clearFilters')}
                          </Button>
                        }
                      />
                    ),
                  }}
                />
                <p className={styles.footnote}>
                  <LineChartOutlined aria-hidden /> {t('tools.quotes.footnote')}
                </p>
              </section>
              {phone ? null : chart}
            </div>
          )}
        </QueryView>
      </ServerGate>
    </div>
  );
}
