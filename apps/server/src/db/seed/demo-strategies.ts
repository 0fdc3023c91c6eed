import { matchStandardSymbol } from '@copytrade/engine/symbols/standard-symbol';
import type { StrategyTranslations } from '@copytrade/contracts/accounts';
import type { Locale } from '@copytrade/contracts/locale';

/*
 * The demo traders' strategy texts (issue 13): a distinct text for every community trader and for the demo
 * trader's two accounts, each in the language its trader writes (most Chinese; some English, a few traditional
 * Chinese from Hong Kong and Taiwan), with the site's other two languages as his translations. Each persona
 * fits its bot's style (packages/mt4-sim/src/bots.ts: trend, scalper, grid, news) and has its own angle (risk
 * rules, holding times, sessions, money management, what a follower should expect). `{s}` stands for the
 * account's symbols, named in each language (EURUSD: 欧美（EURUSD）). zh_Hant texts were converted from the
 * zh_CN ones with OpenCC (s2tw) and read through.
 */

/** A text in the three site languages; `{s}` is replaced by the account's symbols. */
type Texts = Record<Locale, string>;

/** A community trader: his nickname, the language he writes in, and his strategy. */
type Persona = { nickName: string; writes: Locale; text: Texts };

/** What the seed writes for one trader: nickname, strategy as written, and its translations. */
export type DemoTraderText = {
  nickName: string;
  strategy: string;
  strategyTranslations: StrategyTranslations;
};

/** Chinese trading-room names of the symbols the demo bots trade (zh_Hant is derived). */
const SYMBOL_NAMES_CN: Record<string, string> = {
  EURUSD: '欧美',
  GBPUSD: '镑美',
  USDJPY: '美日',
  USDCHF: '美瑞',
  AUDUSD: '澳美',
  NZDUSD: '纽美',
  USDCAD: '美加',
  EURJPY: '欧日',
  GBPJPY: '镑日',
  EURGBP: '欧镑',
  AUDJPY: '澳日',
  XAUUSD: '黄金',
  XAGUSD: '白银',
  USOIL: '原油',
  UKOIL: '布油',
  US30: '道指',
  NAS100: '纳指',
  SPX500: '标普',
  BTCUSD: '比特币',
  ETHUSD: '以太坊',
};
const SYMBOL_NAMES_HANT: Record<string, string> = {
  EURUSD: '歐美',
  GBPUSD: '鎊美',
  USDJPY: '美日',
  USDCHF: '美瑞',
  AUDUSD: '澳美',
  NZDUSD: '紐美',
  USDCAD: '美加',
  EURJPY: '歐日',
  GBPJPY: '鎊日',
  EURGBP: '歐鎊',
  AUDJPY: '澳日',
  XAUUSD: '黃金',
  XAGUSD: '白銀',
  USOIL: '原油',
  UKOIL: '布油',
  US30: '道指',
  NAS100: '納指',
  SPX500: '標普',
  BTCUSD: '比特幣',
  ETHUSD: '以太坊',
};

/** By bot style, in the order the simulator's crowd has them (the seed takes them in turn). */
const PERSONAS: Record<string, Persona[]> = {
  trend: [
    {
      nickName: '老周说趋势',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '做了十年趋势交易，只认一条：顺大势，不抄底也不摸顶。{s}上用6小时和24小时两条均线定方向，金叉做多、死叉做空，反向交叉就离场。每单都带止损，放在一天的正常波动之外，止盈是止损的1.5到2.5倍。趋势策略胜率往往不到一半，利润靠少数几笔拿得住的大单。跟单请做好连续止损的心理准备，别在回撤里停跟、到新高再追。',
        en_US:
          "Ten years of trend trading have taught me one rule: go with the big move and never try to pick tops or bottoms. On {s} a 6-hour and a 24-hour moving average set the direction: long on a bullish cross, short on a bearish one, out when they cross back. Every order has a stop beyond a normal day's range and a target 1.5 to 2.5 times the stop. A trend system often wins fewer than half of its trades; the profit comes from a few big ones held patiently. If you copy me, expect strings of small losses, and don't stop in a drawdown only to come back at a new high.",
        zh_Hant:
          '做了十年趨勢交易，只認一條：順大勢，不抄底也不摸頂。{s}上用6小時和24小時兩條均線定方向，金叉做多、死叉做空，反向交叉就離場。每單都帶止損，放在一天的正常波動之外，止盈是止損的1.5到2.5倍。趨勢策略勝率往往不到一半，利潤靠少數幾筆拿得住的大單。跟單請做好連續止損的心理準備，別在回撤裡停跟、到新高再追。',
      },
    },
    {
      nickName: 'Marcus Reid',
      writes: 'en_US',
      text: {
        zh_CN:
          '前银行外汇交易员，现在在伦敦做自己的账户。{s}只顺着日线趋势做，入场时机看小时图上快慢均线的交叉。每个交易想法的风险约为净值的1%。走势顺利时先平掉一半，剩下的看向止损两到两倍半的目标。趋势强时最多再加两笔，亏损的单子绝不加仓。一笔交易通常持有一到四天。请按能扛住10%回撤的比例跟单。',
        en_US:
          'Former bank FX dealer, now trading my own book from London. I trade {s} in the direction of the daily trend and time entries on the hourly chart when the fast average crosses the slow one. Risk is about 1% of equity per idea. When a trade runs well I take half off and let the rest work towards a target of two to two and a half times the stop. In a strong trend I may add up to two positions, never to a loser. Trades usually last one to four days. Copy with a ratio that lets you sit through a 10% drawdown.',
        zh_Hant:
          '前銀行外匯交易員，現在在倫敦做自己的帳戶。{s}只順著日線趨勢做，入場時機看小時圖上快慢均線的交叉。每個交易想法的風險約為淨值的1%。走勢順利時先平掉一半，剩下的看向止損兩到兩倍半的目標。趨勢強時最多再加兩筆，虧損的單子絕不加倉。一筆交易通常持有一到四天。請按能扛住10%回撤的比例跟單。',
      },
    },
    {
      nickName: '均线阿杰',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '本职是程序员，白天上班没空盯盘，所以只做规则清楚的均线系统。{s}上快线上穿慢线做多、下穿做空，开仓同时挂好止损和止盈，不手动干预。持仓一般一到三天，一周也就几笔。账户不大，单笔风险控制在净值2%以内。建议资金三千美金以上、用0.5倍左右的比例跟单。亏了别骂我，赚了请点个赞。',
        en_US:
          "I'm a software developer with a day job and no time to watch charts, so I only trade a clear-cut moving-average system. On {s}: long when the fast average crosses above the slow one, short when it crosses below; stop loss and take profit go in with the order and I don't touch them. Positions usually last one to three days, only a few trades a week. Small account, at most 2% of equity at risk per trade. I'd suggest at least 3,000 USD and a ratio of about 0.5. Don't blame me for the losses; do leave a like for the wins.",
        zh_Hant:
          '本職是程序員，白天上班沒空盯盤，所以只做規則清楚的均線系統。{s}上快線上穿慢線做多、下穿做空，開倉同時掛好止損和止盈，不手動干預。持倉一般一到三天，一週也就幾筆。帳戶不大，單筆風險控制在淨值2%以內。建議資金三千美金以上、用0.5倍左右的比例跟單。虧了別罵我，賺了請點個贊。',
      },
    },
    {
      nickName: '山海交易笔记',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '风控写在前面：单笔风险不超过净值的1.5%；同一方向最多三张单，加仓只加在已经盈利的方向上；连续三笔止损后，当周剩下的交易手数减半。交易品种是{s}，用均线交叉判断趋势，止损设在日内波动之外，盈利到一定幅度先平一半锁定利润。我更在乎在市场里活得久，不追求月月翻倍。',
        en_US:
          'Risk rules first: no more than 1.5% of equity at risk on any trade; at most three positions in one direction, and I only add to the side that is already in profit; after three stops in a row, I halve my size for the rest of the week. I trade {s}, read the trend from moving-average crossovers, keep stops outside the intraday noise and take half off once a trade is well in profit. I care about staying in the game, not about doubling the account every month.',
        zh_Hant:
          '風控寫在前面：單筆風險不超過淨值的1.5%；同一方向最多三張單，加倉只加在已經盈利的方向上；連續三筆止損後，當週剩下的交易手數減半。交易品種是{s}，用均線交叉判斷趨勢，止損設在日內波動之外，盈利到一定幅度先平一半鎖定利潤。我更在乎在市場裡活得久，不追求月月翻倍。',
      },
    },
    {
      nickName: 'Ridgeway FX',
      writes: 'en_US',
      text: {
        zh_CN:
          '在{s}上做波段趋势跟随。首仓在均线交叉时进场，止损大约一天的波幅。只有首仓已经朝有利方向走出去之后才加仓，总共不超过三张单，所以行情反转时的损失也只比一笔正常止损多一点。大行情中会先兑现部分利润，剩下的一直拿到均线反向交叉。会有很长的平淡期，也会有几周大赚，趋势跟随就是这样。',
        en_US:
          "Swing trend following on {s}. The first position goes on at a moving-average cross with a stop about one day's range away. Extra positions are added only after the first one has moved in my favour, never more than three in total, so a reversal costs little more than one normal loss. Profits are partly banked on strong moves and the rest rides until the averages cross back. Expect long quiet spells and a few big weeks: that is what trend following looks like.",
        zh_Hant:
          '在{s}上做波段趨勢跟隨。首倉在均線交叉時進場，止損大約一天的波幅。只有首倉已經朝有利方向走出去之後才加倉，總共不超過三張單，所以行情反轉時的損失也只比一筆正常止損多一點。大行情中會先兌現部分利潤，剩下的一直拿到均線反向交叉。會有很長的平淡期，也會有幾週大賺，趨勢跟隨就是這樣。',
      },
    },
    {
      nickName: '慢牛老李',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '退休的机械工程师，炒汇八年。每天早上和晚上各看一次盘，只做{s}的中期趋势，信号出现才进场，错过了就等下一次，从不追单。止损一开始就设好，不扛单，不往亏损的方向加仓。目标是稳稳当当一年百分之二十左右。如果账户从高点回撤超过15%，我会暂停交易并在评论区说明原因。',
        en_US:
          'Retired mechanical engineer, eight years in forex. I look at the charts twice a day, morning and evening, and only trade the medium-term trend on {s}. I enter when the signal appears; if I miss it I wait for the next one and never chase. The stop is set from the start: no hoping, no adding to losers. My aim is a steady 20% or so a year. If the account ever falls more than 15% from its peak, I will pause trading and explain why in the comments.',
        zh_Hant:
          '退休的機械工程師，炒匯八年。每天早上和晚上各看一次盤，只做{s}的中期趨勢，信號出現才進場，錯過了就等下一次，從不追單。止損一開始就設好，不扛單，不往虧損的方向加倉。目標是穩穩當當一年百分之二十左右。如果帳戶從高點回撤超過15%，我會暫停交易並在評論區說明原因。',
      },
    },
    {
      nickName: '維港阿輝',
      writes: 'zh_Hant',
      text: {
        zh_CN:
          '香港人，白天做金融后台，晚上专心交易。{s}只做顺势单：6小时均线上穿24小时均线才做多，下穿才做空，反向交叉即平仓。止损按一天的波幅设置，止盈约为止损的两倍。盈利够多时先平一半，余下的让它跑。持仓常常过夜甚至几天，跟单的朋友请留意隔夜利息。',
        en_US:
          "Hong Kong based: back-office finance by day, trading in the evening. On {s} I only trade with the trend: long when the 6-hour average crosses above the 24-hour one, short when it crosses below, flat when they cross back. The stop is one day's range, the target about twice that. Once a trade is well in profit I close half and let the rest run. Positions are often held overnight or for several days, so mind the swap if you copy.",
        zh_Hant:
          '香港人，白天做金融後台，晚上專心交易。{s}只做順勢單：6小時均線上穿24小時均線才做多，下穿才做空，反向交叉即平倉。止損按一天的波幅設置，止盈約為止損的兩倍。盈利夠多時先平一半，餘下的讓它跑。持倉常常過夜甚至幾天，跟單的朋友請留意隔夜利息。',
      },
    },
    {
      nickName: 'Elena Novak',
      writes: 'en_US',
      text: {
        zh_CN:
          '完全系统化交易：规则一次写好，执行时没有例外。{s}的信号来自每15分钟采样一次的6小时/24小时均线交叉；止损按近期波动率设定，止盈为止损的1.5到2.5倍，仓位按净值计算，账户涨跌时单笔风险保持不变。不过滤新闻，不凭感觉。想要主观判断的请绕道，想要稳定执行的欢迎跟单。',
        en_US:
          'Fully systematic: I wrote the rules once and follow them without exceptions. Signals on {s} come from a 6h/24h moving-average crossover sampled every quarter of an hour; stops are sized from recent volatility, targets at 1.5-2.5x the stop, and position size comes from equity, so the risk stays constant as the account grows or shrinks. No news filter, no gut feeling. If you want discretion, this is not your strategy; if you want consistency, welcome.',
        zh_Hant:
          '完全系統化交易：規則一次寫好，執行時沒有例外。{s}的信號來自每15分鐘採樣一次的6小時/24小時均線交叉；止損按近期波動率設定，止盈為止損的1.5到2.5倍，倉位按淨值計算，帳戶漲跌時單筆風險保持不變。不過濾新聞，不憑感覺。想要主觀判斷的請繞道，想要穩定執行的歡迎跟單。',
      },
    },
    {
      nickName: '北漂K线',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '在北京做了五年交易，从扛单被套到学会止损，交了不少学费。现在只做{s}的趋势单：均线给方向，止损给底线。每单止损都在一天的波动之外，而且绝不往远处挪。趋势走得顺时最多再加两单，加仓只在首单已经盈利时进行。想跟单的朋友建议先用小比例跟两周，看清楚我的节奏再加大。',
        en_US:
          "Five years of trading in Beijing, from holding losers and praying to finally learning to cut them, and it cost me plenty on the way. Now I only trade trends on {s}: the moving averages give the direction, the stop gives the floor. Every stop sits beyond one day's range and is never moved further away. In a good trend I add at most two positions, and only once the first one is in profit. If you want to copy, start small for two weeks, get to know my rhythm, then size up.",
        zh_Hant:
          '在北京做了五年交易，從扛單被套到學會止損，交了不少學費。現在只做{s}的趨勢單：均線給方向，止損給底線。每單止損都在一天的波動之外，而且絕不往遠處挪。趨勢走得順時最多再加兩單，加倉只在首單已經盈利時進行。想跟單的朋友建議先用小比例跟兩週，看清楚我的節奏再加大。',
      },
    },
    {
      nickName: 'TrendRider88',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '网名随便起的，交易是认真的。{s}趋势跟随，信号很简单：均线金叉做多、死叉做空。我的优势不在进场，而在拿得住：只要均线没有反向交叉，就不提前离场。每单有止损，止盈放得比较远，大幅盈利时会先兑现一部分。适合能接受慢节奏、一个月只看几次账户的跟单者。',
        en_US:
          "The handle was random; the trading isn't. Trend following on {s} with a simple signal: long on a bullish moving-average cross, short on a bearish one. My edge isn't the entry, it's sitting tight: as long as the averages haven't crossed back, I don't exit early. Every order has a stop, targets are wide, and part of a position is banked after a big run. Suits followers who are fine with a slow pace and look at their account a few times a month.",
        zh_Hant:
          '網名隨便起的，交易是認真的。{s}趨勢跟隨，信號很簡單：均線金叉做多、死叉做空。我的優勢不在進場，而在拿得住：只要均線沒有反向交叉，就不提前離場。每單有止損，止盈放得比較遠，大幅盈利時會先兌現一部分。適合能接受慢節奏、一個月只看幾次帳戶的跟單者。',
      },
    },
    {
      nickName: 'Yuki Tanaka',
      writes: 'en_US',
      text: {
        zh_CN:
          '在东京上班，做物流，业余交易{s}。在小时图和四小时图上做趋势：快慢两条均线决定方向，从不逆势。每单止损约一天的波幅，止盈大约两倍；大赚的单子会提前平掉一部分。仓位控制在晚上能睡好觉的程度。月度收益会有起伏，请按季度而不是按周来评判我。',
        en_US:
          "Tokyo-based, trading {s} alongside my job in logistics. I follow the trend on the hourly and four-hour charts: a fast and a slow moving average decide the side, and I never fight them. Each order carries a stop of about one day's range and a target of about twice that; big winners are partly closed early. I keep position sizes small enough to sleep well. Monthly results will swing, so judge me over a quarter, not a week.",
        zh_Hant:
          '在東京上班，做物流，業餘交易{s}。在小時圖和四小時圖上做趨勢：快慢兩條均線決定方向，從不逆勢。每單止損約一天的波幅，止盈大約兩倍；大賺的單子會提前平掉一部分。倉位控制在晚上能睡好覺的程度。月度收益會有起伏，請按季度而不是按週來評判我。',
      },
    },
  ],
  scalper: [
    {
      nickName: '剥头皮小马',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '专做{s}日内剥头皮，只在欧盘和美盘流动性最好的时段出手，亚盘基本空仓。顺着短线动量进场，止盈很小，止损是止盈的1.2到2倍，一单最多拿一个小时，到时间不管盈亏都平掉。单子多、每单赚得少，点差和滑点对结果影响很大。建议用点差低的账户跟单，不要用太大的杠杆。',
        en_US:
          "Intraday scalping on {s}, only in the London and New York sessions when liquidity is best; I'm mostly flat in Asian hours. I enter with short-term momentum, with a small target and a stop 1.2 to 2 times the target, and no trade lives longer than an hour: when time is up it is closed, win or lose. Many trades, small gains each, so spreads and slippage matter a lot. Copy from a low-spread account and don't use extreme leverage.",
        zh_Hant:
          '專做{s}日內剝頭皮，只在歐盤和美盤流動性最好的時段出手，亞盤基本空倉。順著短線動量進場，止盈很小，止損是止盈的1.2到2倍，一單最多拿一個小時，到時間不管盈虧都平掉。單子多、每單賺得少，點差和滑點對結果影響很大。建議用點差低的帳戶跟單，不要用太大的槓桿。',
      },
    },
    {
      nickName: 'James Whitfield',
      writes: 'en_US',
      text: {
        zh_CN:
          '前自营交易公司交易员。只在伦敦开盘和纽约重叠时段对{s}做剥头皮，其他时间不做。顺着短线动量的爆发进场，止盈几个点，止损稍宽，每单最长持有一小时。宁可做二十笔小单，也不押一笔大单。跟单的朋友要知道，您的成交价会和我略有不同，请选择点差小的经纪商，跟单比例不要太大。',
        en_US:
          "Ex prop-firm trader. I scalp {s} during the London open and the New York overlap and nothing else. Entries follow short bursts of momentum; targets are a few pips, stops a little wider, and every position has a hard one-hour limit. I'd rather take twenty small trades than one big bet. Followers: your fills will differ slightly from mine, so use a broker with tight spreads and keep the copy ratio modest.",
        zh_Hant:
          '前自營交易公司交易員。只在倫敦開盤和紐約重疊時段對{s}做剝頭皮，其他時間不做。順著短線動量的爆發進場，止盈幾個點，止損稍寬，每單最長持有一小時。寧可做二十筆小單，也不押一筆大單。跟單的朋友要知道，您的成交價會和我略有不同，請選擇點差小的經紀商，跟單比例不要太大。',
      },
    },
    {
      nickName: '夜盘猎手',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '白天上班，晚上九点以后做美盘，主做{s}。只抓短线动量，几分钟到一小时内了结，不留隔夜单，所以不用操心隔夜利息。止损总比止盈宽一点，胜率必须足够高才能赚钱，我每周复盘一次胜率，低于六成就减少交易。这个策略对跟单延迟比较敏感，建议用固定手数、小仓位跟。',
        en_US:
          'Day job during the day, trading the New York session after 9 pm Beijing time, mainly {s}. I only take short momentum moves and close them within minutes up to an hour; nothing is held overnight, so no swap to worry about. My stop is always a bit wider than my target, so the win rate has to be high: I review it weekly and trade less when it drops below 60%. This style is sensitive to copy delay, so copy with a small fixed lot.',
        zh_Hant:
          '白天上班，晚上九點以後做美盤，主做{s}。只抓短線動量，幾分鐘到一小時內了結，不留隔夜單，所以不用操心隔夜利息。止損總比止盈寬一點，勝率必須足夠高才能賺錢，我每週復盤一次勝率，低於六成就減少交易。這個策略對跟單延遲比較敏感，建議用固定手數、小倉位跟。',
      },
    },
    {
      nickName: 'Pip Collector',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '积少成多，不求一把翻身。只做{s}，只在欧盘和美盘交易，一周几十笔。每单目标几个点，止损最多是止盈的两倍，再加一小时的时间止损，持仓时间短，大多数时候回撤都很浅。反过来说，行情来回震荡的日子里止损也可能接连出现，所以每单只用零点几个百分点的风险来消化它。',
        en_US:
          'I collect pips, not home runs. {s}, London and New York sessions only, dozens of trades a week. Each trade targets a handful of pips with a stop up to twice as wide and a one-hour time stop, which keeps exposure short and drawdowns shallow most of the time. The flip side: on choppy days a streak of stops can come fast, so I risk only a fraction of a percent per trade to absorb it.',
        zh_Hant:
          '積少成多，不求一把翻身。只做{s}，只在歐盤和美盤交易，一週幾十筆。每單目標幾個點，止損最多是止盈的兩倍，再加一小時的時間止損，持倉時間短，大多數時候回撤都很淺。反過來說，行情來回震盪的日子裡止損也可能接連出現，所以每單只用零點幾個百分點的風險來消化它。',
      },
    },
    {
      nickName: '晓雯Trading',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '全职交易第三年。{s}日内短线，欧盘开盘后一小时和美盘开盘后两小时是我的主战场。每天开盘前写交易计划，收盘后复盘，所有单子都带止损。持仓不超过一小时，当天的单当天了结。重大数据公布前后我不做，那时点差太大。跟单建议：账户资金不低于两千美金，用智能比例跟。',
        en_US:
          "Third year as a full-time trader. Intraday short-term trading on {s}: the first hour after the London open and the first two after the New York open are my battlefield. I write a plan before the session and review it afterwards, and every order has a stop. Nothing is held longer than an hour; the day's trades are closed the same day. I stay out around major data releases, when spreads blow out. For followers: at least 2,000 USD and smart-ratio copying.",
        zh_Hant:
          '全職交易第三年。{s}日內短線，歐盤開盤後一小時和美盤開盤後兩小時是我的主戰場。每天開盤前寫交易計劃，收盤後復盤，所有單子都帶止損。持倉不超過一小時，當天的單當天了結。重大數據公佈前後我不做，那時點差太大。跟單建議：帳戶資金不低於兩千美金，用智能比例跟。',
      },
    },
    {
      nickName: '台北小陳',
      writes: 'zh_Hant',
      text: {
        zh_CN:
          '台北上班族，下班后利用晚上的欧美盘做{s}短线。看的是五分钟和十五分钟级别的动量，突破就跟，止盈小、止损略大，一小时内一定出场。我不赌方向，只赚波动。因为单量大，券商的点差和手续费会吃掉不少利润，建议跟单前先比较一下您自己账户的交易成本。',
        en_US:
          "Office worker in Taipei, trading {s} short-term in the European and US sessions after work. I watch momentum on the 5- and 15-minute charts and follow breakouts; targets are small, stops slightly larger, and I'm out within the hour. I don't bet on direction, I trade volatility. With this many trades your broker's spread and commission eat a lot of the profit, so compare your own trading costs before you copy.",
        zh_Hant:
          '台北上班族，下班後利用晚上的歐美盤做{s}短線。看的是五分鐘和十五分鐘級別的動量，突破就跟，止盈小、止損略大，一小時內一定出場。我不賭方向，只賺波動。因為單量大，券商的點差和手續費會吃掉不少利潤，建議跟單前先比較一下您自己帳戶的交易成本。',
      },
    },
    {
      nickName: 'Nikolai V.',
      writes: 'en_US',
      text: {
        zh_CN:
          '在{s}上做短线动量交易。只在点差正常、行情在动的时候交易，实际上就是欧盘和美盘。短线爆发时进场，止盈很近，止损是止盈的1.2到2倍，但绝不小于几个点差，最长持仓一小时。这种策略最关键的两个数字是胜率和平均每笔盈亏，我每周五在评论区公布这两个数。',
        en_US:
          'Short-term momentum on {s}. I only trade when the spread is normal and the market is moving, which in practice means the London and New York sessions. Entry on a short burst, take profit close by, a stop at 1.2-2x the target but never tighter than several spreads, and a one-hour maximum hold. The numbers that matter here are the win rate and the average trade; I post both every Friday in the comments.',
        zh_Hant:
          '在{s}上做短線動量交易。只在點差正常、行情在動的時候交易，實際上就是歐盤和美盤。短線爆發時進場，止盈很近，止損是止盈的1.2到2倍，但絕不小於幾個點差，最長持倉一小時。這種策略最關鍵的兩個數字是勝率和平均每筆盈虧，我每週五在評論區公佈這兩個數。',
      },
    },
    {
      nickName: '快进快出老郑',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '做了六年短线，风格就四个字：快进快出。{s}只做欧美盘，一天十几笔。看对了吃几个点就走，看错了马上认赔，单笔亏损有上限，一小时还没走出来的单子直接平掉。不扛单是我唯一的纪律。这类策略对执行速度要求高，跟单的朋友请保持账户在线，断线期间的信号会被跳过。',
        en_US:
          "Six years of short-term trading, and my style fits in four words: fast in, fast out. {s}, European and US sessions only, a dozen or more trades a day. When I'm right I take a few pips and go; when I'm wrong I take the loss at once. Every loss is capped, and a trade that hasn't worked within an hour is closed. Never holding a loser is my only discipline. This style needs fast execution: keep your account online, because signals during a disconnection are skipped.",
        zh_Hant:
          '做了六年短線，風格就四個字：快進快出。{s}只做歐美盤，一天十幾筆。看對了吃幾個點就走，看錯了馬上認賠，單筆虧損有上限，一小時還沒走出來的單子直接平掉。不扛單是我唯一的紀律。這類策略對執行速度要求高，跟單的朋友請保持帳戶在線，斷線期間的信號會被跳過。',
      },
    },
    {
      nickName: 'Chloe Martin',
      writes: 'en_US',
      text: {
        zh_CN:
          '我在一天中最活跃的几个时段对{s}做短线。规则刻意保持简单：顺动量进场，小而固定的止盈，稍宽的止损，一小时内离场。亚盘、周五晚上和节假日行情不做。收益是一小步一小步积累的，好的月份是很多个小幅盈利的交易日，而不是某一天大赚。请用您不想每周都去改的风险水平来跟单。',
        en_US:
          "I trade {s} in short bursts around the busiest hours of the day. My rule set is deliberately small: momentum entry, a small fixed target, a slightly wider stop, out within the hour. I don't trade Asian hours, Friday evenings or holiday markets. Returns come in small steps: a good month is many small green days rather than one big one. Please copy with a risk level you won't want to change every week.",
        zh_Hant:
          '我在一天中最活躍的幾個時段對{s}做短線。規則刻意保持簡單：順動量進場，小而固定的止盈，稍寬的止損，一小時內離場。亞盤、週五晚上和節假日行情不做。收益是一小步一小步積累的，好的月份是很多個小幅盈利的交易日，而不是某一天大賺。請用您不想每週都去改的風險水平來跟單。',
      },
    },
    {
      nickName: '深圳短线仔',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '深圳，90后，全职做短线。{s}是我最熟悉的品种，走势有规律，点差也稳定。开仓看动量，止盈只要几个点，止损比止盈略宽，持仓时间按分钟算，最长一小时。我最看重盈亏比和执行的一致性，不会因为连亏就放大仓位去翻本。欢迎跟单，也欢迎在评论区交流短线心得。',
        en_US:
          'Shenzhen, born in the nineties, full-time short-term trader. {s} is the market I know best: orderly moves and a stable spread. Entries follow momentum, targets are only a few pips, stops a little wider, and holding times are measured in minutes, an hour at most. What I care about most is the risk-reward and doing the same thing every time; I never size up after a losing streak to win it back. Copy if you like, and feel free to talk scalping in the comments.',
        zh_Hant:
          '深圳，90後，全職做短線。{s}是我最熟悉的品種，走勢有規律，點差也穩定。開倉看動量，止盈只要幾個點，止損比止盈略寬，持倉時間按分鐘算，最長一小時。我最看重盈虧比和執行的一致性，不會因為連虧就放大倉位去翻本。歡迎跟單，也歡迎在評論區交流短線心得。',
      },
    },
    {
      nickName: 'EuroScalper',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '网名就说明了一切：我在欧盘做剥头皮，美盘重叠时段行情活跃时也会继续做。只做{s}。跟随每个时段第一波强势行情，止盈几个点，止损不超过止盈的两倍，一小时后还没平的单子一律平掉。会有很多小单，资金曲线是一级一级的小台阶。不适合点差高的账户跟单。',
        en_US:
          "The handle says it all: I scalp the European session, and stay for the US overlap when it's lively. {s} only. I trade with the first strong move of the session, target a few pips, keep the stop within twice the target and close anything still open after an hour. Expect many small trades and a curve that climbs in little steps. Not for followers on high-spread accounts.",
        zh_Hant:
          '網名就說明了一切：我在歐盤做剝頭皮，美盤重疊時段行情活躍時也會繼續做。只做{s}。跟隨每個時段第一波強勢行情，止盈幾個點，止損不超過止盈的兩倍，一小時後還沒平的單子一律平掉。會有很多小單，資金曲線是一級一級的小台階。不適合點差高的帳戶跟單。',
      },
    },
  ],
  grid: [
    {
      nickName: '网格老王',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '做{s}网格交易四年。以当前价格为中心，下方挂买单、上方挂卖单，每格间距约为日均波幅的一半，每单止盈一格。整组挂单有一个共同的止损，放在网格之外；两天没成交的挂单自动撤掉，走完一轮再重新布网。震荡行情里收益稳定，单边大行情会触及整体止损，这是这个策略必须付出的代价，跟单前请务必理解。',
        en_US:
          "Four years of grid trading on {s}. Around the current price I place buy limits below and sell limits above, spaced about half a day's average range apart, each with a take profit one step away. The whole ladder shares one stop loss beyond the grid; pending orders that haven't filled within two days are cancelled, and after a full cycle I lay a new grid. Ranging markets pay steadily; a strong one-way move hits the common stop. That is the price of this strategy, so please understand it before you copy.",
        zh_Hant:
          '做{s}網格交易四年。以當前價格為中心，下方掛買單、上方掛賣單，每格間距約為日均波幅的一半，每單止盈一格。整組掛單有一個共同的止損，放在網格之外；兩天沒成交的掛單自動撤掉，走完一輪再重新佈網。震盪行情裡收益穩定，單邊大行情會觸及整體止損，這是這個策略必須付出的代價，跟單前請務必理解。',
      },
    },
    {
      nickName: 'Sarah Lim',
      writes: 'en_US',
      text: {
        zh_CN:
          '新加坡。{s}大部分时间都在横盘，我在上面做区间网格。挂单间距为日均波幅的一半，每单止盈一格，整组单子在网格之外有一个硬止损；我从不为了躲止损而扩大网格。没成交的挂单两天后失效。区间被突破时回撤来得很突然，所以请按最坏的一天、而不是平均水平来设置跟单比例。',
        en_US:
          'Singapore-based. I run a range grid on {s}, a market that spends most of its time going sideways. Orders are spaced half a daily range apart with a one-step take profit, and the whole ladder has a hard stop outside it; I never widen the grid to avoid a stop. Unfilled orders expire after two days. Drawdowns come suddenly when the range breaks, so size your copy for the worst day, not the average one.',
        zh_Hant:
          '新加坡。{s}大部分時間都在橫盤，我在上面做區間網格。掛單間距為日均波幅的一半，每單止盈一格，整組單子在網格之外有一個硬止損；我從不為了躲止損而擴大網格。沒成交的掛單兩天後失效。區間被突破時回撤來得很突然，所以請按最壞的一天、而不是平均水平來設置跟單比例。',
      },
    },
    {
      nickName: '织网人',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '我把网格当成织网：网眼要均匀，网要有边。{s}的网格间距按日均波幅的一半设置，上下各挂几层限价单，成交一单就在一格之外止盈。网的边就是统一止损，价格冲出网格就认赔出局，绝不加倍摊平，这是我和马丁格尔网格最大的区别。收益不会很刺激，但每一分风险都是事先算好的。',
        en_US:
          "I think of a grid as a net: even meshes and a firm edge. On {s} the mesh is half a day's average range, with a few layers of limit orders above and below, and each filled order takes profit one step away. The edge is a common stop: if price breaks out of the grid I take the loss, and I never double down to average in. That is the big difference between my grid and the martingale kind. The returns are not thrilling, but every bit of risk is calculated in advance.",
        zh_Hant:
          '我把網格當成織網：網眼要均勻，網要有邊。{s}的網格間距按日均波幅的一半設置，上下各掛幾層限價單，成交一單就在一格之外止盈。網的邊就是統一止損，價格衝出網格就認賠出局，絕不加倍攤平，這是我和馬丁格爾網格最大的區別。收益不會很刺激，但每一分風險都是事先算好的。',
      },
    },
    {
      nickName: 'Tomasz K.',
      writes: 'en_US',
      text: {
        zh_CN:
          '工程师出身，所以我在{s}上的网格全是算术：中心价、间距为日均波幅的一半、每单止盈一格、在最外层挂单之外设共同止损、挂单两天失效、一轮走完再重新定中心。不用马丁格尔，不翻倍加仓，不做计划外的摊平。每次调整参数我都会公布网格的最坏情况。适合喜欢平稳区间行情的跟单者。',
        en_US:
          "Engineer by training, so my grid on {s} is all arithmetic: a centre price, steps of half the daily range, take profit one step away, a shared stop beyond the outermost order, a two-day expiry, and a new centre when the ladder is done. No martingale, no lot doubling, no averaging down beyond the plan. I publish the ladder's worst case whenever I change a parameter. Suits followers who like calm, range-bound markets.",
        zh_Hant:
          '工程師出身，所以我在{s}上的網格全是算術：中心價、間距為日均波幅的一半、每單止盈一格、在最外層掛單之外設共同止損、掛單兩天失效、一輪走完再重新定中心。不用馬丁格爾，不翻倍加倉，不做計劃外的攤平。每次調整參數我都會公佈網格的最壞情況。適合喜歡平穩區間行情的跟單者。',
      },
    },
    {
      nickName: '静水流深',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '网名取自“静水流深”，希望账户也像静水一样慢慢变深。主做{s}网格，在区间上下分层挂单，每单只赚一格。最怕单边行情，所以整组单子有统一止损，挂单超过两天没成交就撤销，免得在过时的价格上被动成交。建议跟单者设好最大持仓手数，资金至少五千美金。',
        en_US:
          'My name comes from a Chinese saying, "still water runs deep", and I would like my account to grow deeper just as quietly. I mainly run a grid on {s}: layered orders above and below within the range, each taking just one step of profit. My biggest fear is a one-way market, so the whole set shares one stop, and any pending order not filled within two days is cancelled so that stale prices don\'t fill me. Followers should set a maximum total lot size and have at least 5,000 USD.',
        zh_Hant:
          '網名取自“靜水流深”，希望帳戶也像靜水一樣慢慢變深。主做{s}網格，在區間上下分層掛單，每單只賺一格。最怕單邊行情，所以整組單子有統一止損，掛單超過兩天沒成交就撤銷，免得在過時的價格上被動成交。建議跟單者設好最大持倉手數，資金至少五千美金。',
      },
    },
    {
      nickName: 'Daniel Cho',
      writes: 'en_US',
      text: {
        zh_CN:
          '多伦多。我在{s}上做网格，主要在北美白天交易。挂单以中心价对称分布，间距为日均波幅的一半，每单止盈一格，所有单子在网格之外共用一个保护性止损。每完成一轮就重新定中心，而不是追着价格跑。好的月份很平静；糟糕的日子是出现突破的那几天，我把它当作做生意的成本。',
        en_US:
          'Toronto. I trade a grid on {s}, mostly during the North American day. The ladder is symmetric around the centre, steps are half the average daily range, each order takes profit one step away, and everything shares one protective stop outside the ladder. I re-centre after each completed cycle instead of chasing price. Good months are quiet; the bad days are the ones with a breakout, and I accept those as the cost of doing business.',
        zh_Hant:
          '多倫多。我在{s}上做網格，主要在北美白天交易。掛單以中心價對稱分佈，間距為日均波幅的一半，每單止盈一格，所有單子在網格之外共用一個保護性止損。每完成一輪就重新定中心，而不是追著價格跑。好的月份很平靜；糟糕的日子是出現突破的那幾天，我把它當作做生意的成本。',
      },
    },
    {
      nickName: '九龍網格師',
      writes: 'zh_Hant',
      text: {
        zh_CN:
          '九龙人，做网格五年。{s}波动温和，适合网格。以中心价为准上下对称挂限价单，间距约为日均波幅的一半，每单止盈一格，整组单共用一个止损。我每周检视一次参数，市况转为单边时宁愿停一停，也不会逆势硬扛。跟单者请留意：网格同一时间可能有多张单，保证金占用会比较高。',
        en_US:
          'From Kowloon, five years of grid trading. {s} moves gently, which suits a grid. Limit orders sit symmetrically above and below a centre price, about half a daily range apart, each taking profit one step away, all sharing one stop. I review the parameters weekly, and when the market turns one-way I would rather pause than fight it. Followers, note: a grid can hold several orders at once, so it ties up more margin.',
        zh_Hant:
          '九龍人，做網格五年。{s}波動溫和，適合網格。以中心價為準上下對稱掛限價單，間距約為日均波幅的一半，每單止盈一格，整組單共用一個止損。我每週檢視一次參數，市況轉為單邊時寧願停一停，也不會逆勢硬扛。跟單者請留意：網格同一時間可能有多張單，保證金佔用會比較高。',
      },
    },
    {
      nickName: 'Range Keeper',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '人如其名，交易也一样。只在{s}区间震荡时做网格，网格大小按近期日均波幅自动设定：每格半个日均波幅，每单止盈一格。所有单子在最外层之外共用一个止损；未成交的挂单两天后失效，然后重新布一组新网格。资金曲线总体平滑，偶尔会有急跌。我宁可干脆地认赔，也不让一个被突破的区间演变成灾难。',
        en_US:
          "Range Keeper by name and by trade. I only grid {s} while it is range-bound, and the grid sizes itself from the recent daily range: half a range per step, one step of profit per order. All orders share a single stop beyond the outer level; unfilled ones expire after two days and a fresh ladder goes in. Expect a smooth curve with occasional sharp dips. I'd rather take a clean loss than let a broken range grow into a disaster.",
        zh_Hant:
          '人如其名，交易也一樣。只在{s}區間震盪時做網格，網格大小按近期日均波幅自動設定：每格半個日均波幅，每單止盈一格。所有單子在最外層之外共用一個止損；未成交的掛單兩天後失效，然後重新佈一組新網格。資金曲線總體平滑，偶爾會有急跌。我寧可乾脆地認賠，也不讓一個被突破的區間演變成災難。',
      },
    },
    {
      nickName: '网格日记本',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '我每天在这里记录网格的运行情况。策略很简单：{s}上下对称挂单，格距为日均波幅的一半，每单止盈一格，整组共用一个网格外的止损，挂单两天过期。我的重点是透明：每次触发整体止损，都会在评论区写明原因和亏损金额。跟单前请先看看我的最大回撤数据，能接受再来。',
        en_US:
          'I keep a daily log of my grid here. The strategy is simple: symmetric orders on {s}, steps of half a daily range, one step of profit per order, one shared stop outside the grid, and a two-day expiry for pending orders. My focus is transparency: every time the common stop is hit, I post the reason and the amount lost in the comments. Look at my maximum drawdown before you copy, and copy only if you can live with it.',
        zh_Hant:
          '我每天在這裡記錄網格的運行情況。策略很簡單：{s}上下對稱掛單，格距為日均波幅的一半，每單止盈一格，整組共用一個網格外的止損，掛單兩天過期。我的重點是透明：每次觸發整體止損，都會在評論區寫明原因和虧損金額。跟單前請先看看我的最大回撤數據，能接受再來。',
      },
    },
    {
      nickName: 'Lena Fischer',
      writes: 'en_US',
      text: {
        zh_CN:
          '法兰克福。我在{s}上做网格，因为它很少长时间走趋势。网格偏保守：间距宽，为日均波幅的一半；每单止盈一格；层数少；共用一个止损，整组单最多亏掉净值的几个百分点。不用马丁格尔，不玩对冲花招。平静的行情里慢慢赚钱，突破时会回吐一些。想要快钱的请另寻他处。',
        en_US:
          'Frankfurt. I grid {s} because it rarely trends for long. The grid is conservative: wide steps of half a daily range, one-step targets, few layers and a common stop that caps the loss of a full ladder at a few percent of equity. No martingale and no hedging tricks. It makes money slowly in quiet markets and gives some back in breakouts. If you are looking for fast profits, look elsewhere.',
        zh_Hant:
          '法蘭克福。我在{s}上做網格，因為它很少長時間走趨勢。網格偏保守：間距寬，為日均波幅的一半；每單止盈一格；層數少；共用一個止損，整組單最多虧掉淨值的幾個百分點。不用馬丁格爾，不玩對沖花招。平靜的行情裡慢慢賺錢，突破時會回吐一些。想要快錢的請另尋他處。',
      },
    },
  ],
  news: [
    {
      nickName: '数据党阿亮',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '专做重大数据行情：非农、CPI、央行议息。{s}在数据公布后往往有一段快速波动，我看到方向确认后分三到六笔连续进场，止损大约是六小时的波幅，最多持仓两小时，到点没走完的全部平掉。没有数据的日子基本不交易。数据行情的滑点在所难免，跟单请接受成交价和我有差异。',
        en_US:
          "I trade the big releases only: NFP, CPI and central-bank decisions. {s} often makes a fast move right after a release; once I see the direction confirmed I go in with three to six orders seconds apart. The stop is about a six-hour range, positions last two hours at most, and whatever is still open then is closed. On days without data I mostly don't trade. Slippage on releases is unavoidable, so accept that your fills will differ from mine.",
        zh_Hant:
          '專做重大數據行情：非農、CPI、央行議息。{s}在數據公佈後往往有一段快速波動，我看到方向確認後分三到六筆連續進場，止損大約是六小時的波幅，最多持倉兩小時，到點沒走完的全部平掉。沒有數據的日子基本不交易。數據行情的滑點在所難免，跟單請接受成交價和我有差異。',
      },
    },
    {
      nickName: 'Victor Hale',
      writes: 'en_US',
      text: {
        zh_CN:
          '前财经记者，以前靠写央行谋生，现在靠交易央行。在{s}上，我等重大数据或突发消息后的第一波急涨急跌，然后连续几笔分批进场，有时顺势，有时在走势明显过头时反向操作。以日内标准看止损较宽，大约六小时的波幅，任何单子都不会持有超过两小时。没有行情的几周很正常。',
        en_US:
          'Former financial journalist: I used to write about central banks for a living, now I trade them. On {s} I wait for the first spike after a major release or a surprise headline, then scale in with a short burst of orders, sometimes with the move and sometimes fading it when it looks overdone. Stops are wide by intraday standards, about a six-hour range, and nothing stays open longer than two hours. Quiet weeks are normal.',
        zh_Hant:
          '前財經記者，以前靠寫央行謀生，現在靠交易央行。在{s}上，我等重大數據或突發消息後的第一波急漲急跌，然後連續幾筆分批進場，有時順勢，有時在走勢明顯過頭時反向操作。以日內標準看止損較寬，大約六小時的波幅，任何單子都不會持有超過兩小時。沒有行情的幾週很正常。',
      },
    },
    {
      nickName: '消息面老陈',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '做了八年消息面交易，最大的体会是：市场的第一反应常常是错的。{s}在消息出来后剧烈波动时，我有时顺着冲，有时等冲过头了反向做，分几笔连续进场摊开成交价。每单止损按六小时波幅设置，两小时内一定离场，不让短线单变成长线单。跟单比例建议不超过0.5，消息行情一天的波动可能抵得上平时一周。',
        en_US:
          "Eight years of trading the news, and the biggest lesson is that the market's first reaction is often wrong. When {s} swings hard on a headline, I sometimes ride the move and sometimes wait for it to overshoot and fade it, entering in several orders to spread the fill prices. Each stop is about a six-hour range, and I'm always out within two hours: a short-term trade never becomes a long-term one. Keep the copy ratio at 0.5 or below; one day of news can move as much as a normal week.",
        zh_Hant:
          '做了八年消息面交易，最大的體會是：市場的第一反應常常是錯的。{s}在消息出來後劇烈波動時，我有時順著衝，有時等衝過頭了反向做，分幾筆連續進場攤開成交價。每單止損按六小時波幅設置，兩小時內一定離場，不讓短線單變成長線單。跟單比例建議不超過0.5，消息行情一天的波動可能抵得上平時一週。',
      },
    },
    {
      nickName: 'Aisha Rahman',
      writes: 'en_US',
      text: {
        zh_CN:
          '常驻迪拜，在定期数据和偶尔的突发消息前后交易{s}。我的优势在于速度和纪律，而不是预测：价格开始快速移动时，连续下三到六张小单，止损设在约六小时波幅之外，两小时后没平的全部平掉。大多数星期只有几次这样的出手。请用适中的比例跟单，行情来得快，有时很猛。',
        en_US:
          'Dubai-based, trading {s} around scheduled data and the occasional breaking headline. My edge is speed and discipline, not prediction: when price starts moving fast, I commit with a burst of three to six small orders, protect them with a stop about a six-hour range away and close whatever is left after two hours. Most weeks see only a handful of bursts. Copy with a modest ratio; the moves are quick and sometimes violent.',
        zh_Hant:
          '常駐迪拜，在定期數據和偶爾的突發消息前後交易{s}。我的優勢在於速度和紀律，而不是預測：價格開始快速移動時，連續下三到六張小單，止損設在約六小時波幅之外，兩小時後沒平的全部平掉。大多數星期只有幾次這樣的出手。請用適中的比例跟單，行情來得快，有時很猛。',
      },
    },
    {
      nickName: '财经日历控',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '每周日晚上我都会把下周的财经日历过一遍，标出可能影响{s}的重要数据。只在这些时间点附近交易：行情启动后分批进场，三到六张单，止损约六小时波幅，两小时后清仓。其余时间空仓等待。所以我交易次数不多，但每次出手都有明确的理由。跟单的朋友请在数据公布前确保账户在线。',
        en_US:
          "Every Sunday evening I go through next week's economic calendar and mark the releases likely to move {s}. I only trade around those times: once the move starts I scale in with three to six orders, the stop about a six-hour range away, and close everything after two hours. The rest of the time I'm flat and waiting. So I don't trade often, but every trade has a clear reason. Followers, please make sure your account is online before the releases.",
        zh_Hant:
          '每週日晚上我都會把下週的財經日曆過一遍，標出可能影響{s}的重要數據。只在這些時間點附近交易：行情啟動後分批進場，三到六張單，止損約六小時波幅，兩小時後清倉。其餘時間空倉等待。所以我交易次數不多，但每次出手都有明確的理由。跟單的朋友請在數據公佈前確保帳戶在線。',
      },
    },
    {
      nickName: 'Hiro Nakamura',
      writes: 'en_US',
      text: {
        zh_CN:
          '东京。我在{s}上做事件波动：日本央行和美联储议息日、美国数据，以及官员的意外发言。市场一有反应，我就快速连续下单：顺势，或者在明显过头时反向。止损按当天的波动设定，大约六小时的波幅，两小时内一定平仓。收益天生不均匀：几天大赚，很多天平淡。',
        en_US:
          "Tokyo. I trade event volatility on {s}: BoJ and Fed days, US data, and surprise remarks from officials. When the market reacts, I enter with a quick series of orders, with the move, or against it when it has clearly overshot. The stop is set for the day's volatility, roughly a six-hour range, and the position is gone within two hours. My results are lumpy by nature: a few big days, many quiet ones.",
        zh_Hant:
          '東京。我在{s}上做事件波動：日本央行和美聯儲議息日、美國數據，以及官員的意外發言。市場一有反應，我就快速連續下單：順勢，或者在明顯過頭時反向。止損按當天的波動設定，大約六小時的波幅，兩小時內一定平倉。收益天生不均勻：幾天大賺，很多天平淡。',
      },
    },
    {
      nickName: '風控大叔',
      writes: 'zh_Hant',
      text: {
        zh_CN:
          '在香港做了二十年交易，现在只做数据行情。{s}在重要数据公布后方向明确时，我分三到六笔进场，每笔仓位都很小，合起来的风险也不超过净值的百分之二。止损约为六小时的波幅，最多持仓两个小时。跟单的朋友请记住：数据行情点差会突然放大，您的成交价可能和我差几个点，这是正常现象。',
        en_US:
          'Twenty years of trading in Hong Kong; these days I only trade data releases. When {s} shows a clear direction after an important release, I go in with three to six small orders, and together they never risk more than 2% of equity. The stop is about a six-hour range and I hold for two hours at most. Followers, remember: spreads widen suddenly on data, so your fill may be a few pips away from mine. That is normal.',
        zh_Hant:
          '在香港做了二十年交易，現在只做數據行情。{s}在重要數據公佈後方向明確時，我分三到六筆進場，每筆倉位都很小，合起來的風險也不超過淨值的百分之二。止損約為六小時的波幅，最多持倉兩個小時。跟單的朋友請記住：數據行情點差會突然放大，您的成交價可能和我差幾個點，這是正常現象。',
      },
    },
    {
      nickName: '闪电手小林',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '反应快是我唯一的天赋。{s}出现急速波动的几秒内，我会连续打出三到六单，顺着方向吃第一段，冲过头的时候也会反手。止损放得较宽，免得被正常的来回扫掉；两小时后不论盈亏全部平仓。这种交易对跟单延迟很敏感，超过60秒的开仓信号会被系统跳过，请理解。',
        en_US:
          "Quick reflexes are my only talent. Within seconds of a sharp move on {s}, I fire off three to six orders to catch the first leg, and I reverse when it overshoots. Stops are wide, so normal back-and-forth doesn't knock me out, and after two hours everything is closed, profit or loss. This kind of trading is sensitive to copy delay: opening signals older than 60 seconds are skipped by the system. Please keep that in mind.",
        zh_Hant:
          '反應快是我唯一的天賦。{s}出現急速波動的幾秒內，我會連續打出三到六單，順著方向吃第一段，衝過頭的時候也會反手。止損放得較寬，免得被正常的來回掃掉；兩小時後不論盈虧全部平倉。這種交易對跟單延遲很敏感，超過60秒的開倉信號會被系統跳過，請理解。',
      },
    },
    {
      nickName: 'Olivia Brennan',
      writes: 'en_US',
      text: {
        zh_CN:
          '我交易的是市场反应，而不是预测。{s}重大数据公布前我不持仓；公布后如果市场走势果断，我会在短时间内连续下单建仓，最迟两小时内平仓。止损设得足够宽，能扛住数据日的波动，大约六小时的波幅。我不会带着仓位穿过第二个数据。会有很长的空仓期，然后是或赚或亏的大波动。',
        en_US:
          'I trade the reaction, not the forecast. Before a big release on {s} I hold nothing; after it, if the market moves decisively, I build a position with a short burst of orders and close it within two hours at the latest. Stops are wide enough for release-day volatility, about a six-hour range. I avoid holding through a second release. Expect long flat periods, then sharp results either way.',
        zh_Hant:
          '我交易的是市場反應，而不是預測。{s}重大數據公佈前我不持倉；公佈後如果市場走勢果斷，我會在短時間內連續下單建倉，最遲兩小時內平倉。止損設得足夠寬，能扛住數據日的波動，大約六小時的波幅。我不會帶著倉位穿過第二個數據。會有很長的空倉期，然後是或賺或虧的大波動。',
      },
    },
    {
      nickName: '事件驱动Leo',
      writes: 'zh_CN',
      text: {
        zh_CN:
          '事件驱动型交易者，关注地缘消息、央行表态和重要经济数据。{s}受消息影响大，行情来得快去得也快。我的做法是：确认波动启动后快速分批进场，每单止损约六小时波幅，最长持仓两小时，不留隔夜单。没有事件的时候宁可休息。适合能接受低频交易、愿意长期跟单的朋友。',
        en_US:
          "Event-driven trader: geopolitical headlines, central-bank remarks and key economic data. {s} reacts strongly to news, and the moves come and go fast. My approach: once the move is confirmed I scale in quickly, each order with a stop about a six-hour range away, two hours at most per position, nothing held overnight. Without an event I'd rather rest. Suits followers who are fine with few trades and copy for the long run.",
        zh_Hant:
          '事件驅動型交易者，關注地緣消息、央行表態和重要經濟數據。{s}受消息影響大，行情來得快去得也快。我的做法是：確認波動啟動後快速分批進場，每單止損約六小時波幅，最長持倉兩小時，不留隔夜單。沒有事件的時候寧可休息。適合能接受低頻交易、願意長期跟單的朋友。',
      },
    },
  ],
};

/** Past the written personas (a bigger crowd): a plain text of the style, and the login as the name. */
const FALLBACK: Record<string, Texts> = {
  trend: {
    zh_CN: '{s}趋势跟随：均线交叉进场，每单带止损，盈利单部分止盈。',
    en_US:
      'Trend following on {s}: moving-average entries, a stop on every order, partial profits on winners.',
    zh_Hant: '{s}趨勢跟隨：均線交叉進場，每單帶止損，盈利單部分止盈。',
  },
  scalper: {
    zh_CN: '{s}日内短线：欧盘和美盘交易，止盈小、止损略宽，持仓不超过一小时。',
    en_US:
      'Intraday scalping on {s} in the London and New York sessions: small targets, slightly wider stops, an hour at most.',
    zh_Hant: '{s}日內短線：歐盤和美盤交易，止盈小、止損略寬，持倉不超過一小時。',
  },
  grid: {
    zh_CN: '{s}区间网格：分层挂单，每单止盈一格，整组共用网格外的止损。',
    en_US:
      'Range grid on {s}: layered limit orders, one step of profit each, one shared stop outside the grid.',
    zh_Hant: '{s}區間網格：分層掛單，每單止盈一格，整組共用網格外的止損。',
  },
  news: {
    zh_CN: '{s}数据行情交易：重要数据后分批进场，两小时内离场。',
    en_US: 'Event trading on {s}: a burst of entries after major releases, closed within two hours.',
    zh_Hant: '{s}數據行情交易：重要數據後分批進場，兩小時內離場。',
  },
};

/** The demo trader's own accounts (trader@meridianfx.test), by MT4 login; he writes Chinese. */
const DEMO_TRADER: Record<number, Persona['text']> = {
  6100001: {
    zh_CN:
      'Atlas Capital 主账户。欧美（EURUSD）、黄金（XAUUSD）和比特币（BTCUSD）的趋势跟随：6小时与24小时均线交叉确定方向，回调时进场；每单都有止损，同时最多持有三张单，单笔风险约为净值的0.5%。盈利较多的单子先平一半锁定利润，其余等均线反向交叉再离场。团队每周一在评论区发布上周复盘。',
    en_US:
      "Atlas Capital's main account. Trend following on EURUSD, gold (XAUUSD) and bitcoin (BTCUSD): a 6-hour and a 24-hour moving average set the direction and I enter on pullbacks. Every order has a stop, no more than three positions are open at a time, and each risks about 0.5% of equity. Trades well in profit are half closed to lock in gains; the rest exits when the averages cross back. Every Monday the team posts last week's review in the comments.",
    zh_Hant:
      'Atlas Capital 主帳戶。歐美（EURUSD）、黃金（XAUUSD）和比特幣（BTCUSD）的趨勢跟隨：6小時與24小時均線交叉確定方向，回調時進場；每單都有止損，同時最多持有三張單，單筆風險約為淨值的0.5%。盈利較多的單子先平一半鎖定利潤，其餘等均線反向交叉再離場。團隊每週一在評論區發佈上週復盤。',
  },
  7100001: {
    zh_CN:
      'Atlas Capital 事件交易账户，与主账户分开管理。只在高影响力数据和央行决议前后交易黄金（XAUUSD）和镑美（GBPUSD）：行情启动后分批连续进场，单笔风险约为净值的0.8%，止损约为六小时的波幅，两小时内全部离场。没有重要事件的日子空仓。这个账户的波动比主账户大，建议只用一小部分资金跟单。',
    en_US:
      "Atlas Capital's event account, run separately from the main one. It trades gold (XAUUSD) and GBPUSD only around high-impact data and central-bank decisions: a quick series of entries once the move starts, about 0.8% of equity at risk per order, a stop of about a six-hour range, and everything closed within two hours. No position on days without a major event. This account swings more than the main one, so copy it with a small part of your capital.",
    zh_Hant:
      'Atlas Capital 事件交易帳戶，與主帳戶分開管理。只在高影響力數據和央行決議前後交易黃金（XAUUSD）和鎊美（GBPUSD）：行情啟動後分批連續進場，單筆風險約為淨值的0.8%，止損約為六小時的波幅，兩小時內全部離場。沒有重要事件的日子空倉。這個帳戶的波動比主帳戶大，建議只用一小部分資金跟單。',
  },
};

/** How each language lists symbols: 'EURUSD and XAUUSD', '欧美（EURUSD）和黄金（XAUUSD）'. */
function symbolList(symbols: string[], locale: Locale): string {
  const standards = Object.keys(SYMBOL_NAMES_CN);
  const names = symbols.map((symbol) => {
    const code = matchStandardSymbol(symbol, standards) || symbol;
    if (locale === 'en_US') return code;
    const name = (locale === 'zh_Hant' ? SYMBOL_NAMES_HANT : SYMBOL_NAMES_CN)[code];
    return name ? `${name}（${code}）` : code;
  });
  if (names.length === 0)
    return locale === 'en_US' ? 'the majors' : locale === 'zh_Hant' ? '主要貨幣對' : '主要货币对';
  if (names.length === 1) return names[0]!;
  const [last, ...rest] = [names.at(-1)!, ...names.slice(0, -1)];
  return locale === 'en_US' ? `${rest.join(', ')} and ${last}` : `${rest.join('、')}和${last}`;
}

function written(text: Texts, writes: Locale, symbols: string[]) {
  const fill = (locale: Locale) => text[locale].replaceAll('{s}', symbolList(symbols, locale));
  const strategyTranslations: StrategyTranslations = {};
  for (const locale of Object.keys(text) as Locale[]) {
    if (locale !== writes) strategyTranslations[locale] = fill(locale);
  }
  return { strategy: fill(writes), strategyTranslations };
}

/**
 * Nickname and strategy of each community trader, in the crowd's order: the n-th trader of a style gets
 * that style's n-th persona, so the texts fit what the bots do whatever the crowd's mix. Unknown styles
 * read as trend; past the written personas a trader is named after his login with a plain text.
 */
export function demoTraderTexts(
  traders: { login: number; strategy: string; symbols: string[] }[],
): DemoTraderText[] {
  const taken = new Map<string, number>();
  return traders.map((trader) => {
    const style = PERSONAS[trader.strategy] ? trader.strategy : 'trend';
    const nth = taken.get(style) ?? 0;
    taken.set(style, nth + 1);
    const persona = PERSONAS[style]![nth];
    if (persona) {
      return { nickName: persona.nickName, ...written(persona.text, persona.writes, trader.symbols) };
    }
    return { nickName: `Trader ${trader.login}`, ...written(FALLBACK[style]!, 'zh_CN', trader.symbols) };
  });
}

/** The demo trader's strategy on one of his accounts (by MT4 login), written in Chinese and translated. */
export function demoTraderStrategy(login: number): Omit<DemoTraderText, 'nickName'> | undefined {
  const text = DEMO_TRADER[login];
  return text ? written(text, 'zh_CN', []) : undefined;
}
