import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { calendarEvents, dailyReports, newsFlashes } from '../schema/market-news';

/*
 * The demo's market news (issue 18, parts 3 and 4), made relative to the clock of the first start: an
 * economic calendar for the three weeks before and after (6 to 12 events a weekday; past ones with their
 * actual values, later ones without), a day of news flash items, and the daily report's commentary for the
 * last weekdays. Deterministic: the same day always gets the same events and figures (a small PRNG seeded
 * by the date), so a test or a screenshot can count on them. Figures are made up but realistic.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

type T3 = { zh_CN: string; en_US: string; zh_Hant: string };
const t3 = (zh_CN: string, en_US: string, zh_Hant: string): T3 => ({ zh_CN, en_US, zh_Hant });

/** mulberry32: a tiny deterministic generator (demo figures, not security). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `value` with exactly `n` decimal places (rounded half away from zero). */
function places(value: number, n: number): string {
  const scaled = Math.round(Math.abs(value) * 10 ** n);
  const digits = String(scaled).padStart(n + 1, '0');
  const text = `${digits.slice(0, -n)}.${digits.slice(-n)}`;
  return value < 0 && scaled !== 0 ? `-${text}` : text;
}

/** How a figure is printed: a percent with one place, thousands (K), billions (B) or an index level. */
type Unit = '%' | 'K' | 'B' | 'idx';
const print = (value: number, unit: Unit) => {
  const rounded = unit === 'K' ? Math.round(value) : Math.round(value * 10) / 10;
  const text = unit === 'K' ? String(rounded) : places(value, 1);
  return unit === 'idx' ? text : `${text}${unit}`;
};

/** An indicator: who releases it, when (UTC), how important, and around which value it moves. */
type Indicator = {
  country: string;
  currency: string;
  hour: number;
  minute: number;
  importance: number;
  title: T3;
  base: number;
  spread: number;
  unit: Unit;
};
const ind = (
  country: string,
  currency: string,
  at: string,
  importance: number,
  title: T3,
  base: number,
  spread: number,
  unit: Unit,
): Indicator => {
  const [hour, minute] = at.split(':').map(Number) as [number, number];
  return { country, currency, hour, minute, importance, title, base, spread, unit };
};

/** The releases a weekday draws from (besides the fixed big ones below). */
const POOL: Indicator[] = [
  ind(
    'US',
    'USD',
    '13:30',
    2,
    t3('美国初请失业金人数', 'US Initial Jobless Claims', '美國初請失業金人數'),
    218,
    12,
    'K',
  ),
  ind(
    'US',
    'USD',
    '15:00',
    2,
    t3('美国ISM制造业PMI', 'US ISM Manufacturing PMI', '美國ISM製造業PMI'),
    48.5,
    1.5,
    'idx',
  ),
  ind(
    'US',
    'USD',
    '15:00',
    2,
    t3('美国ISM非制造业PMI', 'US ISM Services PMI', '美國ISM非製造業PMI'),
    52.6,
    1.4,
    'idx',
  ),
  ind(
    'US',
    'USD',
    '13:30',
    3,
    t3('美国零售销售月率', 'US Retail Sales (MoM)', '美國零售銷售月率'),
    0.3,
    0.4,
    '%',
  ),
  ind('US', 'USD', '13:30', 2, t3('美国PPI月率', 'US PPI (MoM)', '美國PPI月率'), 0.2, 0.2, '%'),
  ind(
    'US',
    'USD',
    '15:00',
    2,
    t3('美国JOLTS职位空缺', 'US JOLTS Job Openings', '美國JOLTS職位空缺'),
    7.6,
    0.3,
    'B',
  ),
  ind(
    'US',
    'USD',
    '15:30',
    2,
    t3('美国EIA原油库存', 'US EIA Crude Oil Inventories', '美國EIA原油庫存'),
    -1.2,
    2.5,
    'B',
  ),
  ind(
    'US',
    'USD',
    '15:00',
    1,
    t3('美国密歇根大学消费者信心指数', 'US Michigan Consumer Sentiment', '美國密西根大學消費者信心指數'),
    52.9,
    2,
    'idx',
  ),
  ind(
    'US',
    'USD',
    '13:30',
    1,
    t3('美国耐用品订单月率', 'US Durable Goods Orders (MoM)', '美國耐用品訂單月率'),
    0.5,
    1.5,
    '%',
  ),
  ind(
    'US',
    'USD',
    '13:15',
    2,
    t3('美国ADP就业人数', 'US ADP Nonfarm Employment Change', '美國ADP就業人數'),
    45,
    25,
    'K',
  ),
  ind(
    'EU',
    'EUR',
    '10:00',
    2,
    t3('欧元区CPI年率初值', 'Eurozone CPI (YoY) Flash', '歐元區CPI年率初值'),
    2.1,
    0.2,
    '%',
  ),
  ind(
    'EU',
    'EUR',
    '09:00',
    2,
    t3('欧元区制造业PMI', 'Eurozone Manufacturing PMI', '歐元區製造業PMI'),
    49.4,
    0.8,
    'idx',
  ),
  ind(
    'EU',
    'EUR',
    '10:00',
    1,
    t3('欧元区失业率', 'Eurozone Unemployment Rate', '歐元區失業率'),
    6.3,
    0.1,
    '%',
  ),
  ind(
    'DE',
    'EUR',
    '09:00',
    2,
    t3('德国IFO商业景气指数', 'German Ifo Business Climate', '德國IFO商業景氣指數'),
    87.8,
    0.8,
    'idx',
  ),
  ind(
    'DE',
    'EUR',
    '10:00',
    2,
    t3('德国ZEW经济景气指数', 'German ZEW Economic Sentiment', '德國ZEW經濟景氣指數'),
    38.5,
    6,
    'idx',
  ),
  ind(
    'DE',
    'EUR',
    '13:00',
    1,
    t3('德国CPI月率初值', 'German CPI (MoM) Prelim', '德國CPI月率初值'),
    0.2,
    0.3,
    '%',
  ),
  ind('FR', 'EUR', '07:45', 1, t3('法国CPI月率', 'French CPI (MoM)', '法國CPI月率'), 0.1, 0.2, '%'),
  ind('GB', 'GBP', '07:00', 2, t3('英国GDP月率', 'UK GDP (MoM)', '英國GDP月率'), 0.1, 0.2, '%'),
  ind('GB', 'GBP', '07:00', 2, t3('英国失业率', 'UK Unemployment Rate', '英國失業率'), 5.0, 0.1, '%'),
  ind(
    'GB',
    'GBP',
    '07:00',
    1,
    t3('英国零售销售月率', 'UK Retail Sales (MoM)', '英國零售銷售月率'),
    0.2,
    0.6,
    '%',
  ),
  ind('GB', 'GBP', '09:30', 1, t3('英国服务业PMI', 'UK Services PMI', '英國服務業PMI'), 51.2, 1, 'idx'),
  ind(
    'JP',
    'JPY',
    '23:30',
    1,
    t3('日本全国CPI年率', 'Japan National CPI (YoY)', '日本全國CPI年率'),
    2.9,
    0.2,
    '%',
  ),
  ind('JP', 'JPY', '23:50', 1, t3('日本贸易帐', 'Japan Trade Balance', '日本貿易帳'), -0.3, 0.3, 'B'),
  ind(
    'JP',
    'JPY',
    '00:30',
    1,
    t3('日本制造业PMI', 'Japan Manufacturing PMI', '日本製造業PMI'),
    49.0,
    0.8,
    'idx',
  ),
  ind('CN', 'CNY', '01:30', 2, t3('中国CPI年率', 'China CPI (YoY)', '中國CPI年率'), 0.2, 0.3, '%'),
  ind('CN', 'CNY', '01:30', 1, t3('中国PPI年率', 'China PPI (YoY)', '中國PPI年率'), -2.1, 0.4, '%'),
  ind(
    'CN',
    'CNY',
    '03:00',
    2,
    t3('中国贸易帐（美元）', 'China Trade Balance (USD)', '中國貿易帳（美元）'),
    105,
    10,
    'B',
  ),
  ind(
    'CN',
    'CNY',
    '02:00',
    2,
    t3('中国社会消费品零售总额年率', 'China Retail Sales (YoY)', '中國社會消費品零售總額年率'),
    3.0,
    0.8,
    '%',
  ),
  ind(
    'AU',
    'AUD',
    '00:30',
    2,
    t3('澳大利亚失业率', 'Australia Unemployment Rate', '澳洲失業率'),
    4.3,
    0.1,
    '%',
  ),
  ind(
    'AU',
    'AUD',
    '00:30',
    1,
    t3('澳大利亚零售销售月率', 'Australia Retail Sales (MoM)', '澳洲零售銷售月率'),
    0.4,
    0.4,
    '%',
  ),
  ind(
    'NZ',
    'NZD',
    '21:45',
    1,
    t3('新西兰贸易帐', 'New Zealand Trade Balance', '紐西蘭貿易帳'),
    -0.5,
    0.4,
    'B',
  ),
  ind('CA', 'CAD', '13:30', 2, t3('加拿大CPI月率', 'Canada CPI (MoM)', '加拿大CPI月率'), 0.2, 0.3, '%'),
  ind(
    'CA',
    'CAD',
    '13:30',
    2,
    t3('加拿大就业人数变化', 'Canada Employment Change', '加拿大就業人數變化'),
    20,
    25,
    'K',
  ),
  ind('CH', 'CHF', '07:30', 1, t3('瑞士CPI月率', 'Swiss CPI (MoM)', '瑞士CPI月率'), 0.0, 0.2, '%'),
];

/** The big releases on their own calendar rule. */
type Fixed = Indicator & { on: (date: Date) => boolean; noFigures?: boolean };
const weekday = (d: Date) => d.getUTCDay();
const nthWeekday = (d: Date) => Math.floor((d.getUTCDate() - 1) / 7) + 1;
const FIXED: Fixed[] = [
  {
    ...ind(
      'US',
      'USD',
      '13:30',
      3,
      t3('美国非农就业人数', 'US Nonfarm Payrolls', '美國非農就業人數'),
      85,
      60,
      'K',
    ),
    on: (d) => weekday(d) === 5 && nthWeekday(d) === 1,
  },
  {
    ...ind('US', 'USD', '13:30', 3, t3('美国失业率', 'US Unemployment Rate', '美國失業率'), 4.4, 0.1, '%'),
    on: (d) => weekday(d) === 5 && nthWeekday(d) === 1,
  },
  {
    ...ind('US', 'USD', '13:30', 3, t3('美国CPI年率', 'US CPI (YoY)', '美國CPI年率'), 2.8, 0.2, '%'),
    on: (d) => weekday(d) === 3 && nthWeekday(d) === 2,
  },
  {
    ...ind(
      'US',
      'USD',
      '13:30',
      3,
      t3('美国核心CPI月率', 'US Core CPI (MoM)', '美國核心CPI月率'),
      0.3,
      0.1,
      '%',
    ),
    on: (d) => weekday(d) === 3 && nthWeekday(d) === 2,
  },
  {
    ...ind(
      'US',
      'USD',
      '19:00',
      3,
      t3('美联储利率决议（上限）', 'Fed Interest Rate Decision (Upper Bound)', '美聯儲利率決議（上限）'),
      3.75,
      0,
      '%',
    ),
    on: (d) => weekday(d) === 3 && nthWeekday(d) === 3 && d.getUTCMonth() % 2 === 0,
  },
  {
    ...ind(
      'US',
      'USD',
      '19:30',
      3,
      t3('美联储主席新闻发布会', 'Fed Chair Press Conference', '美聯儲主席新聞發布會'),
      0,
      0,
      '%',
    ),
    noFigures: true,
    on: (d) => weekday(d) === 3 && nthWeekday(d) === 3 && d.getUTCMonth() % 2 === 0,
  },
  {
    ...ind(
      'EU',
      'EUR',
      '13:15',
      3,
      t3('欧洲央行利率决议', 'ECB Interest Rate Decision', '歐洲央行利率決議'),
      2.15,
      0,
      '%',
    ),
    on: (d) => weekday(d) === 4 && nthWeekday(d) === 4,
  },
  {
    ...ind(
      'EU',
      'EUR',
      '13:45',
      3,
      t3('欧洲央行行长新闻发布会', 'ECB President Press Conference', '歐洲央行行長新聞發布會'),
      0,
      0,
      '%',
    ),
    noFigures: true,
    on: (d) => weekday(d) === 4 && nthWeekday(d) === 4,
  },
  {
    ...ind('GB', 'GBP', '07:00', 3, t3('英国CPI年率', 'UK CPI (YoY)', '英國CPI年率'), 3.4, 0.2, '%'),
    on: (d) => weekday(d) === 3 && nthWeekday(d) === 3,
  },
  {
    ...ind(
      'GB',
      'GBP',
      '12:00',
      3,
      t3('英国央行利率决议', 'BoE Interest Rate Decision', '英國央行利率決議'),
      3.75,
      0,
      '%',
    ),
    on: (d) => weekday(d) === 4 && nthWeekday(d) === 1,
  },
  {
    ...ind(
      'JP',
      'JPY',
      '03:00',
      3,
      t3('日本央行利率决议', 'BoJ Interest Rate Decision', '日本央行利率決議'),
      0.75,
      0,
      '%',
    ),
    on: (d) => weekday(d) === 5 && nthWeekday(d) === 3,
  },
  {
    ...ind(
      'CN',
      'CNY',
      '01:30',
      3,
      t3('中国官方制造业PMI', 'China NBS Manufacturing PMI', '中國官方製造業PMI'),
      49.6,
      0.5,
      'idx',
    ),
    on: (d) => weekday(d) === 1 && nthWeekday(d) === 1,
  },
  {
    ...ind(
      'CN',
      'CNY',
      '01:45',
      2,
      t3('中国财新制造业PMI', 'China Caixin Manufacturing PMI', '中國財新製造業PMI'),
      50.4,
      0.6,
      'idx',
    ),
    on: (d) => weekday(d) === 2 && nthWeekday(d) === 1,
  },
  {
    ...ind(
      'AU',
      'AUD',
      '03:30',
      3,
      t3('澳洲联储利率决议', 'RBA Interest Rate Decision', '澳洲聯儲利率決議'),
      3.6,
      0,
      '%',
    ),
    on: (d) => weekday(d) === 2 && nthWeekday(d) === 1,
  },
  {
    ...ind(
      'CA',
      'CAD',
      '14:45',
      3,
      t3('加拿大央行利率决议', 'BoC Interest Rate Decision', '加拿大央行利率決議'),
      2.25,
      0,
      '%',
    ),
    on: (d) => weekday(d) === 3 && nthWeekday(d) === 4,
  },
];

type EventRow = typeof calendarEvents.$inferInsert;

/** The events of one weekday (deterministic per date). */
export function demoCalendarDay(siteId: number, day: Date, now: Date): EventRow[] {
  const seed = Number(day.toISOString().slice(0, 10).replaceAll('-', ''));
  const random = prng(seed);
  const fixed = FIXED.filter((f) => f.on(day));
  const wanted = 6 + Math.floor(random() * 7) - fixed.length;
  const pool = [...POOL];
  const picked: Indicator[] = [];
  while (picked.length < Math.max(wanted, 3) && pool.length > 0) {
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return [...fixed, ...picked].map((indicator) => {
    const time = new Date(day.getTime() + indicator.hour * 3_600_000 + indicator.minute * MINUTE);
    const none = 'noFigures' in indicator && indicator.noFigures;
    const jitter = () => (random() * 2 - 1) * indicator.spread;
    const previous = indicator.base + jitter();
    const forecast = indicator.spread === 0 ? indicator.base : previous + jitter() / 2;
    const actual = indicator.spread === 0 ? indicator.base : forecast + jitter() / 1.5;
    const figure = (v: number) =>
      none ? '' : indicator.spread === 0 ? `${places(v, 2)}%` : print(v, indicator.unit);
    return {
      siteId,
      eventTime: time,
      country: indicator.country,
      currency: indicator.currency,
      importance: indicator.importance,
      title: indicator.title,
      actual: time.getTime() <= now.getTime() ? figure(actual) : '',
      forecast: figure(forecast),
      previous: figure(previous),
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Weekdays from three weeks before `now` to three weeks after (UTC days). */
function weekdaysAround(now: Date): Date[] {
  const today = Math.floor(now.getTime() / DAY) * DAY;
  const days: Date[] = [];
  for (let d = today - 21 * DAY; d <= today + 21 * DAY; d += DAY) {
    const date = new Date(d);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date);
  }
  return days;
}

/** The news flash: minutes before `now`, important, text. */
const FLASHES: [number, boolean, T3][] = [
  [
    4,
    true,
    t3(
      '美联储理事沃勒：若通胀继续回落，今年仍有降息空间。',
      'Fed Governor Waller: there is still room to cut rates this year if inflation keeps easing.',
      '美聯儲理事沃勒：若通膨繼續回落，今年仍有降息空間。',
    ),
  ],
  [
    11,
    false,
    t3(
      '现货黄金短线拉升 8 美元，现报 2,668 美元/盎司。',
      'Spot gold jumps $8 in minutes, now at $2,668/oz.',
      '現貨黃金短線拉升 8 美元，現報 2,668 美元/盎司。',
    ),
  ],
  [
    19,
    false,
    t3(
      '美元指数回落至 98.6，日内跌 0.2%。',
      'The dollar index slips to 98.6, down 0.2% on the day.',
      '美元指數回落至 98.6，日內跌 0.2%。',
    ),
  ],
  [
    33,
    false,
    t3(
      '欧元兑美元升破 1.0900 关口，为一周来首次。',
      'EUR/USD breaks above 1.0900 for the first time in a week.',
      '歐元兌美元升破 1.0900 關口，為一週來首次。',
    ),
  ],
  [
    47,
    true,
    t3(
      '美国上周初请失业金人数 21.1 万，预期 22.0 万。',
      'US initial jobless claims 211K last week, forecast 220K.',
      '美國上週初請失業金人數 21.1 萬，預期 22.0 萬。',
    ),
  ],
  [
    58,
    false,
    t3(
      'WTI 原油日内涨幅扩大至 1.5%，报 61.20 美元/桶。',
      'WTI crude extends gains to 1.5% on the day at $61.20/bbl.',
      'WTI 原油日內漲幅擴大至 1.5%，報 61.20 美元/桶。',
    ),
  ],
  [
    72,
    false,
    t3(
      '美国 10 年期国债收益率下行 4 个基点至 4.12%。',
      'The US 10-year Treasury yield falls 4 basis points to 4.12%.',
      '美國 10 年期國債收益率下行 4 個基點至 4.12%。',
    ),
  ],
  [
    95,
    false,
    t3(
      '欧洲央行管委：目前利率水平合适，不急于进一步调整。',
      'ECB Governing Council member: rates are in a good place, no rush to move again.',
      '歐洲央行管委：目前利率水準合適，不急於進一步調整。',
    ),
  ],
  [
    118,
    false,
    t3(
      '英镑兑美元跌至 1.3380，英国零售数据不及预期。',
      'GBP/USD drops to 1.3380 after weaker UK retail sales.',
      '英鎊兌美元跌至 1.3380，英國零售數據不及預期。',
    ),
  ],
  [
    140,
    true,
    t3(
      '德国 1 月 IFO 商业景气指数 88.4，高于预期的 87.9。',
      'German Ifo business climate 88.4 in January, above the 87.9 expected.',
      '德國 1 月 IFO 商業景氣指數 88.4，高於預期的 87.9。',
    ),
  ],
  [
    171,
    false,
    t3(
      '欧洲三大股指集体高开，德国 DAX 指数涨 0.6%。',
      "Europe's main indices open higher, the DAX up 0.6%.",
      '歐洲三大股指集體高開，德國 DAX 指數漲 0.6%。',
    ),
  ],
  [
    205,
    false,
    t3(
      '美元兑日元跌破 155.00，日本财务省官员称密切关注汇市。',
      'USD/JPY falls below 155.00 as a Japanese finance ministry official says he watches FX closely.',
      '美元兌日圓跌破 155.00，日本財務省官員稱密切關注匯市。',
    ),
  ],
  [
    236,
    false,
    t3(
      '瑞士央行：必要时将继续干预外汇市场。',
      'SNB: will keep intervening in the currency market if needed.',
      '瑞士央行：必要時將繼續干預外匯市場。',
    ),
  ],
  [
    262,
    false,
    t3(
      '现货白银日内涨 1.2%，报 31.45 美元/盎司。',
      'Spot silver up 1.2% on the day at $31.45/oz.',
      '現貨白銀日內漲 1.2%，報 31.45 美元/盎司。',
    ),
  ],
  [
    300,
    true,
    t3(
      '中国 12 月 CPI 同比上涨 0.8%，预期上涨 0.6%。',
      'China December CPI up 0.8% year on year, forecast 0.6%.',
      '中國 12 月 CPI 年增 0.8%，預期上漲 0.6%。',
    ),
  ],
  [
    318,
    false,
    t3(
      '中国 12 月 PPI 同比下降 1.9%，降幅收窄。',
      'China December PPI down 1.9% year on year, a smaller fall.',
      '中國 12 月 PPI 年減 1.9%，降幅收窄。',
    ),
  ],
  [
    345,
    false,
    t3(
      '澳元兑美元短线走高 20 点，报 0.6710。',
      'AUD/USD gains 20 pips quickly to 0.6710.',
      '澳元兌美元短線走高 20 點，報 0.6710。',
    ),
  ],
  [
    390,
    false,
    t3(
      '日经 225 指数午盘收涨 0.9%，科技股领涨。',
      'The Nikkei 225 ends the morning 0.9% higher, led by tech.',
      '日經 225 指數午盤收漲 0.9%，科技股領漲。',
    ),
  ],
  [
    432,
    false,
    t3(
      '人民币兑美元中间价报 7.0325，调升 48 个基点。',
      'The yuan midpoint is set at 7.0325 per dollar, 48 pips stronger.',
      '人民幣兌美元中間價報 7.0325，調升 48 個基點。',
    ),
  ],
  [
    470,
    true,
    t3(
      '日本央行行长：若经济前景得以实现，将继续加息。',
      'BoJ Governor: will keep raising rates if the outlook is realised.',
      '日本央行行長：若經濟前景得以實現，將繼續升息。',
    ),
  ],
  [
    515,
    false,
    t3(
      '新西兰 12 月贸易帐逆差 4.5 亿纽元。',
      'New Zealand December trade deficit NZ$450 million.',
      '紐西蘭 12 月貿易帳逆差 4.5 億紐元。',
    ),
  ],
  [
    560,
    false,
    t3(
      '美股收盘：道指涨 0.3%，纳指涨 0.8%，标普 500 涨 0.5%。',
      'US close: Dow +0.3%, Nasdaq +0.8%, S&P 500 +0.5%.',
      '美股收盤：道指漲 0.3%，納指漲 0.8%，標普 500 漲 0.5%。',
    ),
  ],
  [
    602,
    false,
    t3(
      '比特币重回 9.5 万美元上方，24 小时涨 2.1%。',
      'Bitcoin back above $95,000, up 2.1% in 24 hours.',
      '比特幣重回 9.5 萬美元上方，24 小時漲 2.1%。',
    ),
  ],
  [
    655,
    true,
    t3(
      '美联储会议纪要：多数官员认为应谨慎对待进一步降息。',
      'Fed minutes: most officials see a case for caution on further cuts.',
      '美聯儲會議紀要：多數官員認為應謹慎對待進一步降息。',
    ),
  ],
  [
    700,
    false,
    t3(
      '美元兑加元升至 1.3850，油价回落拖累加元。',
      'USD/CAD rises to 1.3850 as lower oil weighs on the loonie.',
      '美元兌加元升至 1.3850，油價回落拖累加元。',
    ),
  ],
  [
    748,
    false,
    t3(
      '美国 EIA 原油库存减少 210 万桶，预期减少 150 万桶。',
      'US EIA crude stocks fall 2.1M barrels, forecast -1.5M.',
      '美國 EIA 原油庫存減少 210 萬桶，預期減少 150 萬桶。',
    ),
  ],
  [
    790,
    false,
    t3(
      '加拿大央行维持利率在 2.25% 不变，符合预期。',
      'The Bank of Canada holds its rate at 2.25%, as expected.',
      '加拿大央行維持利率在 2.25% 不變，符合預期。',
    ),
  ],
  [
    835,
    true,
    t3(
      '美国 12 月 ISM 非制造业 PMI 52.8，预期 52.3。',
      'US December ISM services PMI 52.8, forecast 52.3.',
      '美國 12 月 ISM 非製造業 PMI 52.8，預期 52.3。',
    ),
  ],
  [
    880,
    false,
    t3(
      '欧元区 12 月 CPI 同比初值 2.0%，与欧洲央行目标持平。',
      'Eurozone December flash CPI 2.0% year on year, at the ECB target.',
      '歐元區 12 月 CPI 年增初值 2.0%，與歐洲央行目標持平。',
    ),
  ],
  [
    930,
    false,
    t3(
      '黄金 ETF 持仓增加 3.2 吨，为连续第三日增持。',
      'Gold ETF holdings rise 3.2 tonnes, a third day of inflows.',
      '黃金 ETF 持倉增加 3.2 噸，為連續第三日增持。',
    ),
  ],
  [
    985,
    false,
    t3(
      '英国 11 月 GDP 环比增长 0.1%，预期持平。',
      'UK November GDP grows 0.1% month on month, flat expected.',
      '英國 11 月 GDP 月增 0.1%，預期持平。',
    ),
  ],
  [
    1040,
    false,
    t3(
      'OPEC+ 消息人士：下次会议预计维持现有产量政策。',
      'OPEC+ sources: the next meeting is expected to keep output policy unchanged.',
      'OPEC+ 消息人士：下次會議預計維持現有產量政策。',
    ),
  ],
  [
    1110,
    false,
    t3(
      '澳大利亚 12 月失业率 4.2%，低于预期的 4.3%。',
      'Australia December unemployment 4.2%, below the 4.3% expected.',
      '澳洲 12 月失業率 4.2%，低於預期的 4.3%。',
    ),
  ],
  [
    1180,
    true,
    t3(
      '美国财长：强势美元符合美国利益。',
      'US Treasury Secretary: a strong dollar is in the US interest.',
      '美國財長：強勢美元符合美國利益。',
    ),
  ],
  [
    1260,
    false,
    t3(
      '恒生指数收涨 1.1%，科技指数涨 1.8%。',
      'The Hang Seng closes 1.1% higher, the tech index up 1.8%.',
      '恆生指數收漲 1.1%，科技指數漲 1.8%。',
    ),
  ],
  [
    1330,
    false,
    t3(
      '日本 11 月经常帐盈余 2.8 万亿日元。',
      'Japan November current account surplus ¥2.8 trillion.',
      '日本 11 月經常帳盈餘 2.8 兆日圓。',
    ),
  ],
  [
    1400,
    false,
    t3(
      '亚市早盘美元指数小幅走高，报 98.75。',
      'The dollar index edges higher in early Asian trade at 98.75.',
      '亞市早盤美元指數小幅走高，報 98.75。',
    ),
  ],
];

/** Commentary of one weekday (Markdown), four written patterns used in turn. */
const COMMENTARIES: { title: T3; body: T3 }[] = [
  {
    title: t3('美元走软，黄金重回高位', 'Softer dollar lifts gold', '美元走軟，黃金重回高位'),
    body: t3(
      '## 市场概览\n\n美元指数连续第二日回落，市场消化美联储官员偏鸽表态。**欧元兑美元**站上 1.09，**黄金**受避险与降息预期支撑回到高位。\n\n## 关注要点\n\n- 美国初请失业金人数仍处低位，劳动力市场韧性犹在；\n- 欧洲央行官员称利率处于合适水平；\n- 原油随库存下降小幅反弹。\n\n## 明日看点\n\n关注美国零售销售与密歇根大学消费者信心，若数据走弱，美元或进一步承压。\n\n> 以上内容仅供参考，不构成投资建议。',
      '## Overview\n\nThe dollar index fell for a second day as markets digested dovish remarks from Fed officials. **EUR/USD** held above 1.09 and **gold** returned to its highs on safe-haven demand and rate-cut hopes.\n\n## What mattered\n\n- US jobless claims stayed low: the labour market is still resilient;\n- ECB officials said rates are in a good place;\n- Crude bounced as inventories fell.\n\n## Tomorrow\n\nUS retail sales and Michigan sentiment: weak numbers could weigh further on the dollar.\n\n> For information only, not investment advice.',
      '## 市場概覽\n\n美元指數連續第二日回落，市場消化美聯儲官員偏鴿表態。**歐元兌美元**站上 1.09，**黃金**受避險與降息預期支撐回到高位。\n\n## 關注要點\n\n- 美國初請失業金人數仍處低位，勞動力市場韌性猶在；\n- 歐洲央行官員稱利率處於合適水準；\n- 原油隨庫存下降小幅反彈。\n\n## 明日看點\n\n關注美國零售銷售與密西根大學消費者信心，若數據走弱，美元或進一步承壓。\n\n> 以上內容僅供參考，不構成投資建議。',
    ),
  },
  {
    title: t3(
      '日元走强，日本央行加息预期升温',
      'Yen firms as BoJ hike bets grow',
      '日圓走強，日本央行升息預期升溫',
    ),
    body: t3(
      '## 市场概览\n\n日本央行行长暗示将继续加息，**美元兑日元**一度跌破 155。交叉盘普遍承压，**欧元兑日元**与**英镑兑日元**回吐前两日涨幅。\n\n## 关注要点\n\n- 日本财务省官员口头干预，市场警惕实际入市；\n- 中国通胀数据好于预期，澳元获得支撑；\n- 美债收益率下行，美元整体偏弱。\n\n## 交易思路\n\n日元短线波动加大，跟单账户注意控制仓位与止损距离。\n\n> 以上内容仅供参考，不构成投资建议。',
      '## Overview\n\nThe BoJ governor hinted at further hikes and **USD/JPY** briefly fell below 155. Yen crosses were under pressure, **EUR/JPY** and **GBP/JPY** gave back two days of gains.\n\n## What mattered\n\n- Verbal intervention from the Japanese finance ministry: markets watch for the real thing;\n- China inflation beat forecasts, supporting the Aussie;\n- Lower Treasury yields kept the dollar soft.\n\n## Trading note\n\nYen volatility is up: copy accounts should watch position size and stop distance.\n\n> For information only, not investment advice.',
      '## 市場概覽\n\n日本央行行長暗示將繼續升息，**美元兌日圓**一度跌破 155。交叉盤普遍承壓，**歐元兌日圓**與**英鎊兌日圓**回吐前兩日漲幅。\n\n## 關注要點\n\n- 日本財務省官員口頭干預，市場警惕實際進場；\n- 中國通膨數據好於預期，澳元獲得支撐；\n- 美債收益率下行，美元整體偏弱。\n\n## 交易思路\n\n日圓短線波動加大，跟單帳戶注意控制倉位與停損距離。\n\n> 以上內容僅供參考，不構成投資建議。',
    ),
  },
  {
    title: t3('数据平静，主要货币区间震荡', 'Quiet data, majors range-bound', '數據平靜，主要貨幣區間震盪'),
    body: t3(
      '## 市场概览\n\n当日缺乏重磅数据，主要货币对维持区间震荡。**欧元兑美元**在 1.0850-1.0900 之间波动，**英镑**因英国零售数据疲软小幅走低。\n\n## 关注要点\n\n- 德国 IFO 指数好于预期，欧元跌幅有限；\n- 欧股高开，风险情绪平稳；\n- 比特币重回 9.5 万美元上方。\n\n## 明日看点\n\n欧元区 CPI 初值与美国 ISM 数据，或打破当前区间。\n\n> 以上内容仅供参考，不构成投资建议。',
      "## Overview\n\nWith no major data, the majors stayed in their ranges. **EUR/USD** traded between 1.0850 and 1.0900; **sterling** slipped after weak UK retail sales.\n\n## What mattered\n\n- The German Ifo beat forecasts, limiting the euro's losses;\n- European stocks opened higher, risk appetite steady;\n- Bitcoin back above $95,000.\n\n## Tomorrow\n\nEurozone flash CPI and the US ISM could break the ranges.\n\n> For information only, not investment advice.",
      '## 市場概覽\n\n當日缺乏重磅數據，主要貨幣對維持區間震盪。**歐元兌美元**在 1.0850-1.0900 之間波動，**英鎊**因英國零售數據疲軟小幅走低。\n\n## 關注要點\n\n- 德國 IFO 指數好於預期，歐元跌幅有限；\n- 歐股高開，風險情緒平穩；\n- 比特幣重回 9.5 萬美元上方。\n\n## 明日看點\n\n歐元區 CPI 初值與美國 ISM 數據，或打破當前區間。\n\n> 以上內容僅供參考，不構成投資建議。',
    ),
  },
  {
    title: t3('油价反弹，商品货币走强', 'Oil rebounds, commodity currencies firm', '油價反彈，商品貨幣走強'),
    body: t3(
      '## 市场概览\n\nEIA 原油库存降幅大于预期，**WTI 原油**涨逾 1.5%。商品货币随之走强，**澳元**与**加元**领涨，**美元兑加元**回落至 1.38 附近。\n\n## 关注要点\n\n- 美联储会议纪要显示官员对进一步降息保持谨慎；\n- 美股收涨，纳指领涨；\n- 黄金 ETF 连续三日增持。\n\n## 交易思路\n\n油价与商品货币联动明显，关注 OPEC+ 会议消息。\n\n> 以上内容仅供参考，不构成投资建议。',
      '## Overview\n\nA bigger than expected draw in EIA crude stocks lifted **WTI** more than 1.5%. Commodity currencies followed, with the **Aussie** and the **loonie** leading and **USD/CAD** back near 1.38.\n\n## What mattered\n\n- Fed minutes showed caution about further cuts;\n- US stocks closed higher, led by the Nasdaq;\n- Gold ETFs saw a third day of inflows.\n\n## Trading note\n\nOil and commodity currencies move together: watch the OPEC+ headlines.\n\n> For information only, not investment advice.',
      '## 市場概覽\n\nEIA 原油庫存降幅大於預期，**WTI 原油**漲逾 1.5%。商品貨幣隨之走強，**澳元**與**加元**領漲，**美元兌加元**回落至 1.38 附近。\n\n## 關注要點\n\n- 美聯儲會議紀要顯示官員對進一步降息保持謹慎；\n- 美股收漲，納指領漲；\n- 黃金 ETF 連續三日增持。\n\n## 交易思路\n\n油價與商品貨幣連動明顯，關注 OPEC+ 會議消息。\n\n> 以上內容僅供參考，不構成投資建議。',
    ),
  },
];

/** The last `count` weekdays before `now`'s day (a report is written after the close). */
function lastWeekdays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let d = Math.floor(now.getTime() / DAY) * DAY - DAY; days.length < count; d -= DAY) {
    const date = new Date(d);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** Seeds the demo site's market news once (seed step `0016-demo-market-news`). */
export async function seedDemoMarketNews(db: Db, siteId: number, now: Date): Promise<void> {
  const events = weekdaysAround(now).flatMap((day) => demoCalendarDay(siteId, day, now));
  for (let i = 0; i < events.length; i += 200)
    await db.insert(calendarEvents).values(events.slice(i, i + 200));
  await db.insert(newsFlashes).values(
    FLASHES.map(([minutes, important, content]) => {
      const at = new Date(now.getTime() - minutes * MINUTE);
      return { siteId, flashTime: at, content, important, createdAt: at, updatedAt: at };
    }),
  );
  const days = lastWeekdays(now, COMMENTARIES.length);
  await db.insert(dailyReports).values(
    days.map((day, i) => {
      const { title, body } = COMMENTARIES[i % COMMENTARIES.length]!;
      const at = new Date(Date.parse(`${day}T22:30:00Z`));
      return { siteId, day, title, commentary: body, createdAt: at, updatedAt: at };
    }),
  );
}

/** How long the demo keeps calendar events behind it (older ones are dropped by the keeper). */
const KEPT_DAYS = 90;

/**
 * Keeps the demo site's calendar current while the demo runs for weeks (at each start and every few
 * hours): a weekday of the next three weeks that has no event gets the day's generated events, and a
 * generated event whose time has passed gets its actual value, as a real calendar fills in (only rows
 * still as generated: same time, title and forecast, no actual; what the site admin entered or edited is
 * left alone). Events older than 90 days are dropped, so the site stays far under its event limit.
 * Returns how many events it added and filled in.
 */
export async function keepDemoCalendarCurrent(
  db: Db,
  siteId: number,
  now: Date,
): Promise<{ added: number; filled: number }> {
  const days = weekdaysAround(now);
  const from = days[0]!;
  const until = new Date(days.at(-1)!.getTime() + DAY);
  return db.transaction(async (tx) => {
    await tx
      .delete(calendarEvents)
      .where(
        and(
          eq(calendarEvents.siteId, siteId),
          lt(calendarEvents.eventTime, new Date(now.getTime() - KEPT_DAYS * DAY)),
        ),
      );
    const rows = await tx
      .select({
        id: calendarEvents.id,
        eventTime: calendarEvents.eventTime,
        title: calendarEvents.title,
        actual: calendarEvents.actual,
        forecast: calendarEvents.forecast,
      })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.siteId, siteId),
          gte(calendarEvents.eventTime, from),
          lt(calendarEvents.eventTime, until),
        ),
      );
    const daysWithEvents = new Set(rows.map((row) => Math.floor(row.eventTime.getTime() / DAY)));
    const today = Math.floor(now.getTime() / DAY);
    let added = 0;
    let filled = 0;
    for (const day of days) {
      const generated = demoCalendarDay(siteId, day, now);
      const dayNumber = day.getTime() / DAY;
      if (!daysWithEvents.has(dayNumber)) {
        if (dayNumber < today) continue; // a past day the admin cleared stays cleared
        if (generated.length > 0) await tx.insert(calendarEvents).values(generated);
        added += generated.length;
        continue;
      }
      for (const event of generated) {
        if (!event.actual) continue;
        const row = rows.find(
          (r) =>
            r.actual === '' &&
            r.eventTime.getTime() === event.eventTime.getTime() &&
            r.title.en_US === event.title.en_US &&
            r.forecast === event.forecast,
        );
        if (!row) continue;
        await tx
          .update(calendarEvents)
          .set({ actual: event.actual, updatedAt: now })
          .where(eq(calendarEvents.id, row.id));
        filled += 1;
      }
    }
    return { added, filled };
  });
}
