import type { Translations } from '@copytrade/contracts/messages/message-table';

/*
 * Why a copy was not made, for the copy-skipped notice: a short label and what the follower can do, per
 * skip reason of the copy records (the same words the copy-records page shows). BROKER_REJECTED names the
 * MT4 error code ({errorCode}).
 */

export const SKIP_REASON_TEXTS: Record<string, { label: Translations; help: Translations }> = {
  ACCOUNT_DISCONNECTED: {
    label: {
      zh_CN: '账户已断开',
      en_US: 'Account disconnected',
      zh_Hant: '帳戶已斷開',
    },
    help: {
      zh_CN:
        '您的跟单账户与交易服务器的连接已断开，无法下单。请检查账户连接（修改交易密码会导致断开），恢复连接后将继续跟单。',
      en_US:
        "Your follow account had lost its link to its trade server, so no order could be sent. Check the account's connection (a changed trading password disconnects it); copying resumes once it is back.",
      zh_Hant:
        '您的跟單帳戶與交易伺服器的連接已斷開，無法下單。請檢查帳戶連接（修改交易密碼會導致斷開），恢復連接後將繼續跟單。',
    },
  },
  ACCOUNT_PAUSED: {
    label: {
      zh_CN: '跟单已暂停',
      en_US: 'Copying paused',
      zh_Hant: '跟單已暫停',
    },
    help: {
      zh_CN: '该账户的新跟单已暂停（例如存在未支付的业绩费）。请充值钱包结清费用；平仓仍会跟随交易员。',
      en_US:
        'New copies are paused on this account, for example while a performance fee is unpaid. Recharge your wallet to settle it; closes still follow the trader.',
      zh_Hant: '該帳戶的新跟單已暫停（例如存在未支付的業績費）。請充值錢包結清費用；平倉仍會跟隨交易員。',
    },
  },
  SIGNAL_TOO_OLD: {
    label: {
      zh_CN: '信号已过期',
      en_US: 'Signal too old',
      zh_Hant: '信號已過期',
    },
    help: {
      zh_CN:
        '交易员的开仓信号延迟超过 60 秒（例如账户重新连接后），此时开仓价格已变化，因此未跟单。平仓信号总会被跟随。',
      en_US:
        "The trader's open reached your account more than 60 seconds late (for example after a reconnect); opening now would copy a different price, so it was not copied. Closes are always copied.",
      zh_Hant:
        '交易員的開倉信號延遲超過 60 秒（例如帳戶重新連接後），此時開倉價格已變化，因此未跟單。平倉信號總會被跟隨。',
    },
  },
  REVERSE_NOT_ALLOWED: {
    label: {
      zh_CN: '不允许反向跟单',
      en_US: 'Reverse not allowed',
      zh_Hant: '不允許反向跟單',
    },
    help: {
      zh_CN: '该订阅为反向跟单，但本站已不允许反向跟单。请修改订阅为正向跟单。',
      en_US:
        'This subscription copies in reverse, but the site no longer allows reverse copying. Edit the subscription to copy forward.',
      zh_Hant: '該訂閱為反向跟單，但本站已不允許反向跟單。請修改訂閱為正向跟單。',
    },
  },
  SYMBOL_UNBOUND: {
    label: {
      zh_CN: '品种未绑定',
      en_US: 'Symbol not bound',
      zh_Hant: '品種未綁定',
    },
    help: {
      zh_CN:
        '您的账户没有与交易员品种对应的品种。请在账户的货币对中为该品种设置标准品种，之后的订单即可跟单。',
      en_US:
        "Your account has no symbol bound to the trader's symbol. Open the account's currency pairs and map the symbol to its standard symbol; new orders in it are then copied.",
      zh_Hant:
        '您的帳戶沒有與交易員品種對應的品種。請在帳戶的貨幣對中為該品種設定標準品種，之後的訂單即可跟單。',
    },
  },
  SYMBOL_INVALID: {
    label: {
      zh_CN: '品种不可用',
      en_US: 'Symbol unavailable',
      zh_Hant: '品種不可用',
    },
    help: {
      zh_CN: '您的经纪商已不再提供对应品种，或其手数规则不可用。请刷新账户货币对或绑定其他品种。',
      en_US:
        "Your broker no longer offers the matching symbol, or its lot terms cannot be used. Refresh the account's currency pairs or bind another symbol.",
      zh_Hant: '您的經紀商已不再提供對應品種，或其手數規則不可用。請重新整理帳戶貨幣對或綁定其他品種。',
    },
  },
  MAX_POSITIONS: {
    label: {
      zh_CN: '达到最大持仓笔数',
      en_US: 'Position limit reached',
      zh_Hant: '達到最大持倉筆數',
    },
    help: {
      zh_CN: '该订阅的持仓跟单已达到最大笔数。如需更多，请在订阅设置中提高限制。',
      en_US:
        "The subscription already held its maximum number of open copies. Raise the limit in the subscription's settings if you want more.",
      zh_Hant: '該訂閱的持倉跟單已達到最大筆數。如需更多，請在訂閱設定中提高限制。',
    },
  },
  MAX_TOTAL_LOTS: {
    label: {
      zh_CN: '达到总手数上限',
      en_US: 'Total lots limit reached',
      zh_Hant: '達到總手數上限',
    },
    help: {
      zh_CN: '该订阅剩余可用的总手数低于品种最小手数。请提高上限，或等待持仓跟单平仓。',
      en_US:
        "What was left of the subscription's total lots was below the symbol's minimum lot. Raise the limit, or wait for open copies to close.",
      zh_Hant: '該訂閱剩餘可用的總手數低於品種最小手數。請提高上限，或等待持倉跟單平倉。',
    },
  },
  BELOW_MIN_LOT: {
    label: {
      zh_CN: '低于最小手数',
      en_US: 'Below minimum lot',
      zh_Hant: '低於最小手數',
    },
    help: {
      zh_CN:
        '计算出的跟单手数低于经纪商该品种的最小手数。请调大固定手数或比例；智能比例下，增加净值可放大跟单手数。',
      en_US:
        "The sized copy came out below your broker's minimum lot for the symbol. Use a larger fixed lot or ratio; with smart ratio, more equity gives larger copies.",
      zh_Hant:
        '計算出的跟單手數低於經紀商該品種的最小手數。請調大固定手數或比例；智能比例下，增加淨值可放大跟單手數。',
    },
  },
  FOLLOWER_BALANCE_BELOW_MIN: {
    label: {
      zh_CN: '余额低于交易员要求',
      en_US: "Balance below trader's minimum",
      zh_Hant: '餘額低於交易員要求',
    },
    help: {
      zh_CN: '交易员要求跟单账户有最低余额，您的余额低于该要求。入金达到要求后，新订单将恢复跟单。',
      en_US:
        'The trader asks followers for a minimum balance and yours was below it. Deposit to reach it; new orders are copied from then on.',
      zh_Hant: '交易員要求跟單帳戶有最低餘額，您的餘額低於該要求。入金達到要求後，新訂單將恢復跟單。',
    },
  },
  INSUFFICIENT_MARGIN: {
    label: {
      zh_CN: '保证金不足',
      en_US: 'Not enough margin',
      zh_Hant: '保證金不足',
    },
    help: {
      zh_CN: '即使按最小手数开仓，保证金水平也会低于 150%。请入金或平掉部分持仓。',
      en_US:
        'Even the minimum lot would have taken your margin level below 150%. Add funds or close some positions.',
      zh_Hant: '即使按最小手數開倉，保證金水平也會低於 150%。請入金或平掉部分持倉。',
    },
  },
  SUBSCRIPTION_CLOSING: {
    label: {
      zh_CN: '订阅正在结束',
      en_US: 'Subscription closing',
      zh_Hant: '訂閱正在結束',
    },
    help: {
      zh_CN: '该订阅已按“跟随交易员平仓”取消：已有跟单仍随交易员平仓，但不再跟随新订单。',
      en_US:
        'The subscription was cancelled with "close following the trader": open copies still follow the trader\'s closes, but no new orders are copied.',
      zh_Hant: '該訂閱已按「跟隨交易員平倉」取消：已有跟單仍隨交易員平倉，但不再跟隨新訂單。',
    },
  },
  NOT_COPIED: {
    label: {
      zh_CN: '该订单未被跟单',
      en_US: 'Order was not copied',
      zh_Hant: '該訂單未被跟單',
    },
    help: {
      zh_CN: '交易员平仓或修改的订单在该订阅下没有对应的跟单（当时被跳过，或已由您自行平仓），因此无需操作。',
      en_US:
        'The trader closed or changed an order that has no open copy under this subscription (it was skipped, or you closed the copy yourself), so there was nothing to do.',
      zh_Hant:
        '交易員平倉或修改的訂單在該訂閱下沒有對應的跟單（當時被跳過，或已由您自行平倉），因此無需操作。',
    },
  },
  SIZING_UNAVAILABLE: {
    label: {
      zh_CN: '无法计算智能比例',
      en_US: 'Smart ratio unavailable',
      zh_Hant: '無法計算智能比例',
    },
    help: {
      zh_CN: '由于当时净值或杠杆为零或未知，无法计算智能比例。请检查账户资金，或改用固定手数、固定比例。',
      en_US:
        "The smart ratio could not be worked out because an equity or a leverage was zero or unknown at that moment. Check your account's funds, or use fixed lot or fixed ratio.",
      zh_Hant: '由於當時淨值或槓桿為零或未知，無法計算智能比例。請檢查帳戶資金，或改用固定手數、固定比例。',
    },
  },
  INVALID_INPUT: {
    label: {
      zh_CN: '数据错误',
      en_US: 'Data error',
      zh_Hant: '數據錯誤',
    },
    help: {
      zh_CN: '跟单规则所需的数据缺失或格式错误，因此未下单。这不是您的设置导致的，如反复出现请联系客服。',
      en_US:
        'A value the copy rules need was missing or malformed, so nothing was sent. It is not caused by your settings; contact customer service if it repeats.',
      zh_Hant: '跟單規則所需的數據缺失或格式錯誤，因此未下單。這不是您的設定導致的，如反覆出現請聯繫客服。',
    },
  },
  TRADE_LIMIT_REACHED: {
    label: {
      zh_CN: '本月跟单次数已满',
      en_US: 'Monthly copy limit reached',
      zh_Hant: '本月跟單次數已滿',
    },
    help: {
      zh_CN:
        '您的跟单账户本月接收的跟单交易已达站点上限，新的开仓不再复制，平仓仍会跟随交易员。请联系客服升级，或等待下月自动恢复。',
      en_US:
        "Your follow accounts received this site's limit of copied trades for the month, so new opens are not copied; closes still follow the trader. Contact customer service to raise it, or copying resumes next month.",
      zh_Hant:
        '您的跟單帳戶本月接收的跟單交易已達站點上限，新的開倉不再複製，平倉仍會跟隨交易員。請聯繫客服升級，或等待下月自動恢復。',
    },
  },
  BROKER_REJECTED: {
    label: {
      zh_CN: '被经纪商拒绝',
      en_US: 'Refused by the broker',
      zh_Hant: '被經紀商拒絕',
    },
    help: {
      zh_CN: '您的经纪商交易服务器拒绝了该订单（MT4 错误码 {errorCode}）。',
      en_US: "Your broker's trade server refused the order (MT4 error {errorCode}).",
      zh_Hant: '您的經紀商交易伺服器拒絕了該訂單（MT4 錯誤碼 {errorCode}）。',
    },
  },
  AWAITING_FILL: {
    label: {
      zh_CN: '等待交易员成交',
      en_US: "Held for the trader's fill",
      zh_Hant: '等待交易員成交',
    },
    help: {
      zh_CN:
        '挂单价格距离市价小于经纪商的止损水平，经纪商拒绝了这笔挂单（MT4 错误码 {errorCode}）。交易员的挂单成交时，将按市价为您开仓；若交易员删除挂单，则不会开仓。',
      en_US:
        "Your broker refused this pending order: its price is closer to the market than the broker's stop level allows (MT4 error {errorCode}). When the trader's order fills, you get the position at the market price; if the trader deletes the order, nothing is opened.",
      zh_Hant:
        '掛單價格距離市價小於經紀商的止損水平，經紀商拒絕了這筆掛單（MT4 錯誤碼 {errorCode}）。交易員的掛單成交時，將按市價為您開倉；若交易員刪除掛單，則不會開倉。',
    },
  },
  DELETED_BEFORE_FILL: {
    label: {
      zh_CN: '挂单成交前已删除',
      en_US: 'Deleted before the fill',
      zh_Hant: '掛單成交前已刪除',
    },
    help: {
      zh_CN: '交易员在成交前删除了这笔挂单（或挂单已过期），因此没有为您开仓，您无需任何操作。',
      en_US:
        'The trader deleted this pending order (or it expired) before it filled, so nothing was opened and there is nothing for you to do.',
      zh_Hant: '交易員在成交前刪除了這筆掛單（或掛單已過期），因此沒有為您開倉，您無需任何操作。',
    },
  },
  OTHER: {
    label: {
      zh_CN: '其他原因',
      en_US: 'Other reason',
      zh_Hant: '其他原因',
    },
    help: {
      zh_CN: '由于本页面暂未说明的原因未能跟单，如反复出现请联系客服。',
      en_US:
        'The copy was not made for a reason this page does not describe yet; contact customer service if it repeats.',
      zh_Hant: '由於本頁面暫未說明的原因未能跟單，如反覆出現請聯繫客服。',
    },
  },
};
