import { CalculatorOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { SymbolSpec } from '@copytrade/contracts/market';
import { formatMoney } from '@copytrade/contracts/number-format';
import {
  margin,
  marginLeverage,
  pipSize,
  pipValue,
  positionSize,
  profitLoss,
  swap,
  type Amount,
  type CalcDec,
  type Side,
} from '@copytrade/engine/calculator/calculator';
import { Form, Input, Segmented, Select, Skeleton, Tabs, type FormRule } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { useMarketQuotes } from '../api/get-market-quotes';
import { useSymbolSpec } from '../api/get-symbol-spec';
import { ServerGate } from '../components/server-gate';
import { ServerSelect } from '../components/server-select';
import {
  ACCOUNT_CURRENCIES,
  canConvert,
  checkLots,
  checkNights,
  checkPercent,
  checkPositive,
  contextOf,
  LEVERAGES,
  WEEKDAYS,
  type FieldProblem,
} from '../utils/calculator-fields';
import { fromPoints, toPoints } from '../utils/prices';
import { useChosenServer } from '../utils/use-chosen-server';
import styles from './calculator.module.css';

type Values = {
  symbol: string;
  currency: string;
  leverage: number;
  lots: string;
  side: Side;
  marginPrice: string;
  openPrice: string;
  closePrice: string;
  balance: string;
  risk: string;
  stopPips: string;
  nights: string;
  weekday: number;
};

const INITIAL: Omit<Values, 'symbol'> = {
  currency: 'USD',
  leverage: 100,
  lots: '1.00',
  side: 'buy',
  marginPrice: '',
  openPrice: '',
  closePrice: '',
  balance: '10000',
  risk: '1',
  stopPips: '25',
  nights: '1',
  weekday: 2,
};

/** Pips the profit example's close price is from its open price. */
const EXAMPLE_PIPS = 50;

/** One figure of a result: its label and value; a missing value shows a dash and why. */
function Figure({
  label,
  value,
  unit,
  tone,
  main = false,
  missing,
}: {
  label: string;
  value: string | null;
  unit?: string;
  tone?: 'up' | 'down';
  main?: boolean;
  missing?: string;
}) {
  return (
    <div className={main ? `${styles.figure} ${styles.mainFigure}` : styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>
        {value === null ? (
          <>
            <span className={styles.dash}>—</span>
            {missing ? <span className={styles.missing}>{missing}</span> : null}
          </>
        ) : (
          <>
            <span className={tone === 'up' ? styles.up : tone === 'down' ? styles.down : undefined}>
              {value}
            </span>
            {unit ? <span className={styles.unit}>{unit}</span> : null}
          </>
        )}
      </dd>
    </div>
  );
}

const money = (value: CalcDec | null | undefined): string | null =>
  value === null || value === undefined ? null : formatMoney(value.toString(), 2);
const toneOf = (value: CalcDec | null | undefined) =>
  !value || value.isZero() ? undefined : value.isNegative() ? ('down' as const) : ('up' as const);

/** The symbol's specification as the server has it, beside the calculator. */
function SpecCard({ spec }: { spec: SymbolSpec }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('tools.calc.spec.description'), spec.description],
    [t('tools.calc.spec.price'), `${spec.bid ?? '—'} / ${spec.ask ?? '—'}`],
    [t('tools.calc.spec.contractSize'), formatMoney(spec.contractSize, 0)],
    [t('tools.calc.spec.currencies'), `${spec.baseCurrency} / ${spec.quoteCurrency}`],
    [t('tools.calc.spec.digits'), spec.digits],
    [t('tools.calc.spec.point'), spec.point],
    [t('tools.calc.spec.pip'), pipSize(spec).toFixed(spec.digits)],
    [t('tools.calc.spec.lots'), `${spec.minLot} – ${spec.maxLot}`],
    [t('tools.calc.spec.lotStep'), spec.lotStep],
    [
      t('tools.calc.spec.maxLeverage'),
      spec.maxLeverage === null ? t('tools.calc.spec.accountLeverage') : `1:${spec.maxLeverage}`,
    ],
    [t('tools.calc.spec.swapLong'), spec.swapLong],
    [t('tools.calc.spec.swapShort'), spec.swapShort],
    [
      t('tools.calc.spec.tripleSwap'),
      spec.openWeekends ? t('tools.calc.spec.everyDay') : t('tools.calc.weekdays.3'),
    ],
  ];
  return (
    <section className={styles.specCard} aria-labelledby="symbol-spec">
      <h2 id="symbol-spec" className={styles.specTitle}>
        {t('tools.calc.spec.title', { symbol: spec.symbol })}
      </h2>
      <dl className={styles.specList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.specRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.specNote}>
        <InfoCircleOutlined aria-hidden /> {t('tools.calc.spec.note')}
      </p>
    </section>
  );
}

/**
 * /tools/calculator: pip value, margin, profit and loss, position size and swap for a symbol of a trade
 * server, in the account's currency. The symbol's specification and prices are read once (getSymbolSpec);
 * the figures are the engine's formulas (packages/engine/src/calculator), worked out in the browser as the
 * user types.
 */
export function CalculatorRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('tools.nav.calculator'));
  const [form] = Form.useForm<Values>();
  const { servers, server, setServer } = useChosenServer();
  const serverName = server?.server ?? null;
  const symbols = useMarketQuotes(serverName);
  const list = symbols.data ?? [];
  // Every field, registered or not yet (the tabs are rendered at once, but the first render has none).
  const watched = Form.useWatch((all: Partial<Values>) => all, { form, preserve: true }) as
    Partial<Values> | undefined;
  const values: Values = { symbol: '', ...INITIAL, ...watched };
  const chosenSymbol = values.symbol;
  const fallback = list.find((row) => row.standardSymbol === 'EURUSD') ?? list[0];
  const symbol = list.some((row) => row.symbol === chosenSymbol) ? chosenSymbol : (fallback?.symbol ?? null);
  const specQuery = useSymbolSpec(serverName, symbol);
  const spec = specQuery.data?.symbol === symbol ? specQuery.data : null;

  // The symbol list of another server: its EURUSD (or first symbol) until the user picks one.
  useEffect(() => {
    if (symbol !== null && symbol !== chosenSymbol) form.setFieldValue('symbol', symbol);
  }, [form, symbol, chosenSymbol]);

  // A symbol's prices fill the profit example: opened at the ask, closed 50 pips higher.
  const specSymbol = spec?.symbol;
  const specAsk = spec?.ask ?? null;
  const specDigits = spec?.digits ?? 0;
  const specPip = spec ? pipSize(spec).toString() : '0';
  useEffect(() => {
    if (!specSymbol) return;
    const open = toPoints(specAsk, specDigits);
    const pipPoints = toPoints(specPip, specDigits) ?? 0;
    form.setFieldsValue({
      marginPrice: '',
      openPrice: open === null ? '' : fromPoints(open, specDigits),
      closePrice: open === null ? '' : fromPoints(open + EXAMPLE_PIPS * pipPoints, specDigits),
    });
    void form.validateFields(['lots']).catch(() => undefined);
  }, [form, specSymbol, specAsk, specDigits, specPip]);

  const message = (problem: FieldProblem | null): string | null => {
    if (!problem) return null;
    const value = (name: string) => problem.values?.[name] ?? '';
    switch (problem.key) {
      case 'lotsMin':
        return t('tools.calc.errors.lotsMin', { min: value('min') });
      case 'lotsMax':
        return t('tools.calc.errors.lotsMax', { max: value('max') });
      case 'lotsStep':
        return t('tools.calc.errors.lotsStep', { step: value('step') });
      case 'tooBig':
        return t('tools.calc.errors.tooBig', { max: value('max') });
      default:
        return t(`tools.calc.errors.${problem.key}`);
    }
  };
  const rule = (check: (value: unknown) => FieldProblem | null): FormRule => ({
    validator: (_, value: unknown) => {
      const text = message(check(value));
      return text ? Promise.reject(new Error(text)) : Promise.resolve();
    },
  });
  const optionalPrice: FormRule = {
    validator: (_, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
      const text = message(checkPositive(value));
      return text ? Promise.reject(new Error(text)) : Promise.resolve();
    },
  };

  const currency = values.currency;
  const ctx = spec ? contextOf(spec, currency) : null;
  const convertible = spec ? canConvert(spec, spec.fx, currency) : true;
  const noConversion = t('tools.calc.noConversion', { from: spec?.quoteCurrency ?? '', to: currency });
  const lotsOk = checkLots(values.lots, spec) === null;
  const lots = lotsOk ? values.lots.trim() : null;
  const marketPrice = values.side === 'buy' ? spec?.ask : spec?.bid;
  const marginPriceText = values.marginPrice?.trim() ? values.marginPrice.trim() : (marketPrice ?? null);
  const marginPriceOk = marginPriceText !== null && checkPositive(marginPriceText) === null;
  const fixHint = t('tools.calc.fixInputs');

  const pip = ctx && lots ? pipValue(ctx, lots) : null;
  const held = ctx && lots && marginPriceOk ? margin(ctx, lots, marginPriceText, values.leverage) : null;
  const usedLeverage = spec
    ? marginLeverage({ maxLeverage: spec.maxLeverage ?? undefined }, values.leverage)
    : null;
  const pl =
    ctx && lots && checkPositive(values.openPrice) === null && checkPositive(values.closePrice) === null
      ? profitLoss(ctx, values.side, lots, values.openPrice.trim(), values.closePrice.trim())
      : null;
  const sizeOk =
    checkPositive(values.balance) === null &&
    checkPercent(values.risk) === null &&
    checkPositive(values.stopPips, '100000') === null;
  const size =
    ctx && sizeOk
      ? positionSize(ctx, values.balance.trim(), values.risk.trim(), values.stopPips.trim())
      : null;
  const swapped =
    ctx && lots && checkNights(values.nights) === null
      ? swap(ctx, values.side, lots, values.weekday, Number(values.nights))
      : null;

  const inAccount = (amount: Amount | null | undefined, inputsOk: boolean) => ({
    value: money(amount?.inAccount),
    missing: !inputsOk ? fixHint : !convertible ? noConversion : undefined,
  });

  const sideField = (
    <Form.Item name="side" label={t('tools.calc.side')}>
      <Segmented<Side>
        block
        options={[
          { value: 'buy', label: t('tools.calc.buy') },
          { value: 'sell', label: t('tools.calc.sell') },
        ]}
      />
    </Form.Item>
  );

  const result = (content: ReactNode) => (
    <div className={styles.result} aria-live="polite">
      {specQuery.isError && !spec ? (
        <LoadError message={specQuery.error.message} onRetry={() => void specQuery.refetch()} />
      ) : spec ? (
        content
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </div>
  );

  const tabs = [
    {
      key: 'pip',
      label: t('tools.calc.tabs.pip'),
      children: (
        <div className={styles.pane}>
          <p className={styles.paneIntro}>{t('tools.calc.pipIntro')}</p>
          {result(
            <dl className={styles.figures}>
              <Figure
                main
                label={t('tools.calc.pipValue')}
                unit={currency}
                {...inAccount(pip?.pip, lotsOk)}
              />
              <Figure label={t('tools.calc.pointValue')} unit={currency} {...inAccount(pip?.point, lotsOk)} />
              {spec && spec.quoteCurrency !== currency ? (
                <Figure
                  label={t('tools.calc.pipValueQuote', { currency: spec.quoteCurrency })}
                  unit={spec.quoteCurrency}
                  value={money(pip?.pip.inQuote)}
                  missing={lotsOk ? undefined : fixHint}
                />
              ) : (
                <Figure
                  label={t('tools.calc.spec.pip')}
                  value={spec ? pipSize(spec).toFixed(spec.digits) : null}
                />
              )}
            </dl>,
          )}
        </div>
      ),
    },
    {
      key: 'margin',
      label: t('tools.calc.tabs.margin'),
      children: (
        <div className={styles.pane}>
          <div className={styles.paneFields}>
            <Form.Item
              name="marginPrice"
              label={t('tools.calc.marginPrice')}
              rules={[optionalPrice]}
              extra={t('tools.calc.marginPriceHint')}
            >
              <Input inputMode="decimal" placeholder={marketPrice ?? ''} autoComplete="off" />
            </Form.Item>
          </div>
          {result(
            <dl className={styles.figures}>
              <Figure
                main
                label={t('tools.calc.margin')}
                unit={currency}
                {...inAccount(held, lotsOk && marginPriceOk)}
              />
              <Figure
                label={t('tools.calc.usedLeverage')}
                value={usedLeverage === null ? null : `1:${usedLeverage}`}
              />
              <Figure
                label={t('tools.calc.marginQuote', { currency: spec?.quoteCurrency ?? '' })}
                unit={spec?.quoteCurrency}
                value={money(held?.inQuote)}
                missing={lotsOk && marginPriceOk ? undefined : fixHint}
              />
            </dl>,
          )}
          {spec?.maxLeverage !== null &&
          spec?.maxLeverage !== undefined &&
          spec.maxLeverage < values.leverage ? (
            <p className={styles.note}>{t('tools.calc.leverageCapped', { leverage: spec.maxLeverage })}</p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'profit',
      label: t('tools.calc.tabs.profit'),
      children: (
        <div className={styles.pane}>
          <div className={styles.paneFields}>
            <Form.Item
              name="openPrice"
              label={t('tools.calc.openPrice')}
              rules={[rule((v) => checkPositive(v))]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="closePrice"
              label={t('tools.calc.closePrice')}
              rules={[rule((v) => checkPositive(v))]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </div>
          {result(
            <dl className={styles.figures}>
              <Figure
                main
                label={t('tools.calc.profit')}
                unit={currency}
                tone={toneOf(pl?.inAccount)}
                {...inAccount(pl, pl !== null)}
              />
              <Figure
                label={t('tools.calc.pips')}
                value={pl ? pl.pips.toFixed(1) : null}
                tone={toneOf(pl?.pips)}
                missing={pl ? undefined : fixHint}
              />
              <Figure
                label={t('tools.calc.profitQuote', { currency: spec?.quoteCurrency ?? '' })}
                unit={spec?.quoteCurrency}
                value={money(pl?.inQuote)}
                tone={toneOf(pl?.inQuote)}
              />
            </dl>,
          )}
        </div>
      ),
    },
    {
      key: 'size',
      label: t('tools.calc.tabs.size'),
      children: (
        <div className={styles.pane}>
          <div className={styles.paneFields}>
            <Form.Item
              name="balance"
              label={t('tools.calc.balance', { currency })}
              rules={[rule((v) => checkPositive(v))]}
            >
              <Input inputMode="decimal" autoComplete="off" suffix={currency} />
            </Form.Item>
            <Form.Item name="risk" label={t('tools.calc.risk')} rules={[rule(checkPercent)]}>
              <Input inputMode="decimal" autoComplete="off" suffix="%" />
            </Form.Item>
            <Form.Item
              name="stopPips"
              label={t('tools.calc.stopPips')}
              rules={[rule((v) => checkPositive(v, '100000'))]}
            >
              <Input inputMode="decimal" autoComplete="off" suffix={t('tools.calc.pipsUnit')} />
            </Form.Item>
          </div>
          {result(
            <dl className={styles.figures}>
              <Figure
                main
                label={t('tools.calc.positionLots')}
                unit={t('tools.calc.lotsUnit')}
                value={size?.lots ? size.lots.toFixed(2) : null}
                missing={
                  !sizeOk
                    ? fixHint
                    : !convertible
                      ? noConversion
                      : t('tools.calc.belowMinLot', { min: spec?.minLot ?? '' })
                }
              />
              <Figure
                label={t('tools.calc.riskAmount')}
                unit={currency}
                value={money(size?.risk)}
                missing={sizeOk ? undefined : fixHint}
              />
              <Figure label={t('tools.calc.lossAtStop')} unit={currency} value={money(size?.lossAtStop)} />
            </dl>,
          )}
        </div>
      ),
    },
    {
      key: 'swap',
      label: t('tools.calc.tabs.swap'),
      children: (
        <div className={styles.pane}>
          <div className={styles.paneFields}>
            <Form.Item name="nights" label={t('tools.calc.nights')} rules={[rule(checkNights)]}>
              <Input inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item name="weekday" label={t('tools.calc.openWeekday')}>
              <Select
                options={WEEKDAYS.map((day) => ({ value: day, label: t(`tools.calc.weekdays.${day}`) }))}
              />
            </Form.Item>
          </div>
          {result(
            <dl className={styles.figures}>
              <Figure
                main
                label={t('tools.calc.swapTotal')}
                unit={currency}
                tone={toneOf(swapped?.inAccount)}
                {...inAccount(swapped, swapped !== null)}
              />
              <Figure label={t('tools.calc.swapDays')} value={swapped ? String(swapped.days) : null} />
              <Figure
                label={t('tools.calc.swapPerNight')}
                unit={currency}
                tone={toneOf(swapped?.perNight.inAccount)}
                {...inAccount(swapped?.perNight, swapped !== null)}
              />
            </dl>,
          )}
          <p className={styles.note}>
            {spec?.openWeekends ? t('tools.calc.swapEveryDay') : t('tools.calc.swapTriple')}
          </p>
        </div>
      ),
    },
  ];

  const frame = (content: ReactNode) => <div className={styles.card}>{content}</div>;

  return (
    <div className={styles.page}>
      <PageHeading
        title={t('tools.calc.title')}
        meta={t('tools.calc.subtitle')}
        extra={
          <ServerSelect
            servers={servers.data ?? []}
            value={serverName}
            onChange={(value) => {
              form.setFieldValue('symbol', undefined);
              setServer(value);
            }}
            loading={servers.isPending}
          />
        }
      />
      <ServerGate servers={servers} frame={frame} loading={frame(<ListSkeleton rows={6} />)}>
        {symbols.isError && !symbols.data ? (
          frame(<LoadError message={symbols.error.message} onRetry={() => void symbols.refetch()} />)
        ) : symbols.data && symbols.data.length === 0 ? (
          frame(
            <EmptyState
              roomy
              icon={<CalculatorOutlined />}
              title={t('tools.quotes.emptyTitle')}
              hint={t('tools.quotes.emptyHint')}
            />,
          )
        ) : (
          <div className={styles.layout}>
            <Form<Values>
              form={form}
              layout="vertical"
              className={styles.card}
              initialValues={INITIAL}
              requiredMark={false}
              onSubmitCapture={(event) => event.preventDefault()}
            >
              <div className={styles.common}>
                <Form.Item name="symbol" label={t('tools.calc.symbol')}>
                  <Select
                    showSearch
                    loading={symbols.isPending}
                    optionFilterProp="searchText"
                    options={list.map((row) => ({
                      value: row.symbol,
                      searchText: `${row.symbol} ${row.description}`,
                      label: (
                        <span className={styles.symbolOption}>
                          <b>{row.symbol}</b>
                          <span>{row.description}</span>
                        </span>
                      ),
                    }))}
                  />
                </Form.Item>
                <Form.Item name="currency" label={t('tools.calc.currency')}>
                  <Select
                    options={ACCOUNT_CURRENCIES.map((code) => {
                      const ok = !spec || canConvert(spec, spec.fx, code);
                      return {
                        value: code,
                        disabled: !ok,
                        label: ok ? code : `${code} · ${t('tools.calc.notQuoted')}`,
                      };
                    })}
                  />
                </Form.Item>
                <Form.Item name="leverage" label={t('tools.calc.leverage')}>
                  <Select options={LEVERAGES.map((value) => ({ value, label: `1:${value}` }))} />
                </Form.Item>
                <Form.Item
                  name="lots"
                  label={t('tools.calc.lots')}
                  rules={[rule((value) => checkLots(value, spec))]}
                >
                  <Input inputMode="decimal" autoComplete="off" suffix={t('tools.calc.lotsUnit')} />
                </Form.Item>
                {sideField}
              </div>
              <Tabs className={styles.tabs} items={tabs} />
            </Form>
            <aside className={styles.side}>
              {spec ? (
                <SpecCard spec={spec} />
              ) : (
                <div className={styles.specCard}>
                  <Skeleton active paragraph={{ rows: 8 }} />
                </div>
              )}
            </aside>
          </div>
        )}
      </ServerGate>
    </div>
  );
}
