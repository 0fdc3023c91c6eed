import type { Translations } from '@copytrade/contracts/messages/message-table';

/** A notice the system writes when something happens to a user's money (issue 6 events, issue 7 messages). */
export type NoticeEvent =
  | 'rechargePassed'
  | 'identityPassed'
  | 'identityRejected'
  | 'paymentInfoPassed'
  | 'paymentInfoRejected'
  | 'rechargeRejected'
  | 'withdrawalPassed'
  | 'withdrawalRejected'
  | 'voucherSubmitted'
  | 'paymentConfirmed'
  | 'paymentRefused'
  | 'complaintFiled'
  | 'complaintFailed'
  | 'feeOwed'
  | 'feeCleared'
  | 'partnerPassed'
  | 'partnerRejected'
  | 'levelUpgraded'
  | 'contactAnswered'
  | 'subscriptionStarted'
  | 'newSubscriber'
  | 'subscriptionEnded'
  | 'subscriberLeft'
  | 'commentReceived'
  | 'commentReplied'
  | 'newFollower'
  | 'copySkipped'
  | 'accountDisconnected'
  | 'accountRestored';

/**
 * Title and content of each money notice; placeholders in braces ({amount}, {reason}, {serialNo}, {name},
 * {week}, {level}). Amounts are USDT with two decimals.
 */
export const EVENT_TEXTS: Record<NoticeEvent, { title: Translations; content: Translations }> = {
  // Real-name verification and payment information reviews ({reason}; {method} is translated).
  identityPassed: {
    title: { zh_CN: '实名认证已通过', en_US: 'Real-name verification passed', zh_Hant: '實名認證已通過' },
    content: {
      zh_CN: '您提交的实名认证已审核通过。',
      en_US: 'Your real-name verification has been approved.',
      zh_Hant: '您提交的實名認證已審核通過。',
    },
  },
  identityRejected: {
    title: { zh_CN: '实名认证未通过', en_US: 'Real-name verification rejected', zh_Hant: '實名認證未通過' },
    content: {
      zh_CN: '您提交的实名认证未通过审核。原因：{reason}。您可以修改后重新提交。',
      en_US:
        'Your real-name verification was rejected. Reason: {reason}. You may correct it and submit again.',
      zh_Hant: '您提交的實名認證未通過審核。原因：{reason}。您可以修改後重新提交。',
    },
  },
  paymentInfoPassed: {
    title: {
      zh_CN: '收款信息已通过审核',
      en_US: 'Payment information approved',
      zh_Hant: '收款資訊已通過審核',
    },
    content: {
      zh_CN: '您的{method}收款信息已审核通过。',
      en_US: 'Your {method} payment information has been approved.',
      zh_Hant: '您的{method}收款資訊已審核通過。',
    },
  },
  paymentInfoRejected: {
    title: {
      zh_CN: '收款信息未通过审核',
      en_US: 'Payment information rejected',
      zh_Hant: '收款資訊未通過審核',
    },
    content: {
      zh_CN: '您的{method}收款信息未通过审核。原因：{reason}。您可以修改后重新提交。',
      en_US:
        'Your {method} payment information was rejected. Reason: {reason}. You may correct it and save it again.',
      zh_Hant: '您的{method}收款資訊未通過審核。原因：{reason}。您可以修改後重新提交。',
    },
  },
  contactAnswered: {
    title: { zh_CN: '您的留言已回复', en_US: 'Your message was answered', zh_Hant: '您的留言已回覆' },
    content: { zh_CN: '{answer}', en_US: '{answer}', zh_Hant: '{answer}' },
  },
  rechargePassed: {
    title: { zh_CN: '充值已到账', en_US: 'Recharge credited', zh_Hant: '充值已到帳' },
    content: {
      zh_CN: '您的 {amount} USDT 充值已审核通过，已计入钱包可用余额。',
      en_US: 'Your recharge of {amount} USDT passed review and is now in your available balance.',
      zh_Hant: '您的 {amount} USDT 充值已審核通過，已計入錢包可用餘額。',
    },
  },
  rechargeRejected: {
    title: { zh_CN: '充值未通过', en_US: 'Recharge rejected', zh_Hant: '充值未通過' },
    content: {
      zh_CN: '您的 {amount} USDT 充值未通过审核。原因：{reason}',
      en_US: 'Your recharge of {amount} USDT was rejected. Reason: {reason}',
      zh_Hant: '您的 {amount} USDT 充值未通過審核。原因：{reason}',
    },
  },
  withdrawalPassed: {
    title: { zh_CN: '提现已完成', en_US: 'Withdrawal paid', zh_Hant: '提現已完成' },
    content: {
      zh_CN: '您的 {amount} USDT 提现已审核通过并转出至 {address}。',
      en_US: 'Your withdrawal of {amount} USDT passed review and was sent to {address}.',
      zh_Hant: '您的 {amount} USDT 提現已審核通過並轉出至 {address}。',
    },
  },
  withdrawalRejected: {
    title: { zh_CN: '提现未通过', en_US: 'Withdrawal rejected', zh_Hant: '提現未通過' },
    content: {
      zh_CN: '您的 {amount} USDT 提现未通过审核，金额已退回可用余额。原因：{reason}',
      en_US:
        'Your withdrawal of {amount} USDT was rejected and the amount is back in your available balance. Reason: {reason}',
      zh_Hant: '您的 {amount} USDT 提現未通過審核，金額已退回可用餘額。原因：{reason}',
    },
  },
  voucherSubmitted: {
    title: {
      zh_CN: '有新的支付凭证待确认',
      en_US: 'A payment voucher to confirm',
      zh_Hant: '有新的支付憑證待確認',
    },
    content: {
      zh_CN:
        '{name} 为订阅 {serialNo} 上传了 {amount} USDT 的支付凭证，请在“支付记录 › 我的收款”中确认或拒绝。',
      en_US:
        '{name} uploaded a voucher of {amount} USDT for subscription {serialNo}. Confirm or refuse it under Payments › Received.',
      zh_Hant:
        '{name} 為訂閱 {serialNo} 上傳了 {amount} USDT 的支付憑證，請在「支付記錄 › 我的收款」中確認或拒絕。',
    },
  },
  paymentConfirmed: {
    title: {
      zh_CN: '支付已确认，开始跟单',
      en_US: 'Payment confirmed: copying started',
      zh_Hant: '支付已確認，開始跟單',
    },
    content: {
      zh_CN: '订阅 {serialNo} 的 {amount} USDT 订阅费已确认，订阅已生效。',
      en_US:
        'The fee of {amount} USDT for subscription {serialNo} is confirmed and the subscription is active.',
      zh_Hant: '訂閱 {serialNo} 的 {amount} USDT 訂閱費已確認，訂閱已生效。',
    },
  },
  paymentRefused: {
    title: { zh_CN: '支付凭证被拒绝', en_US: 'Payment voucher refused', zh_Hant: '支付憑證被拒絕' },
    content: {
      zh_CN: '订阅 {serialNo} 的支付凭证被交易员拒绝：{reason}。您可以重新上传凭证或发起投诉。',
      en_US:
        'The trader refused the voucher for subscription {serialNo}: {reason}. You may upload a new voucher or file a complaint.',
      zh_Hant: '訂閱 {serialNo} 的支付憑證被交易員拒絕：{reason}。您可以重新上傳憑證或發起投訴。',
    },
  },
  complaintFiled: {
    title: { zh_CN: '有一笔支付被投诉', en_US: 'A payment complaint', zh_Hant: '有一筆支付被投訴' },
    content: {
      zh_CN: '{name} 就订阅 {serialNo} 的支付发起了投诉，平台将进行审核。',
      en_US:
        '{name} filed a complaint about the payment for subscription {serialNo}; the site will review it.',
      zh_Hant: '{name} 就訂閱 {serialNo} 的支付發起了投訴，平台將進行審核。',
    },
  },
  complaintFailed: {
    title: {
      zh_CN: '投诉已处理：支付判定失败',
      en_US: 'Complaint decided: payment failed',
      zh_Hant: '投訴已處理：支付判定失敗',
    },
    content: {
      zh_CN: '订阅 {serialNo} 的支付经平台审核判定失败，订阅已取消。原因：{reason}',
      en_US:
        'After review the payment for subscription {serialNo} was marked failed and the subscription cancelled. Reason: {reason}',
      zh_Hant: '訂閱 {serialNo} 的支付經平台審核判定失敗，訂閱已取消。原因：{reason}',
    },
  },
  feeOwed: {
    title: {
      zh_CN: '业绩费未付清，跟单已暂停',
      en_US: 'Unpaid performance fee: copying paused',
      zh_Hant: '業績費未付清，跟單已暫停',
    },
    content: {
      zh_CN:
        '{week} 起一周的业绩费中有 {amount} USDT 钱包余额不足未能扣除。在付清前新开仓不再跟单，也不能新建订阅；充值后将优先扣除并恢复跟单。',
      en_US:
        '{amount} USDT of the performance fee for the week of {week} could not be taken from your wallet. Until it is paid no new positions are copied and no new subscription can start; a recharge pays it first and copying resumes.',
      zh_Hant:
        '{week} 起一週的業績費中有 {amount} USDT 錢包餘額不足未能扣除。在付清前新開倉不再跟單，也不能新建訂閱；充值後將優先扣除並恢復跟單。',
    },
  },
  feeCleared: {
    title: {
      zh_CN: '欠费已付清，跟单已恢复',
      en_US: 'Fees paid: copying resumed',
      zh_Hant: '欠費已付清，跟單已恢復',
    },
    content: {
      zh_CN: '您欠付的业绩费 {amount} USDT 已从钱包扣除，跟单已恢复。',
      en_US:
        'Your unpaid performance fee of {amount} USDT was taken from your wallet and copying has resumed.',
      zh_Hant: '您欠付的業績費 {amount} USDT 已從錢包扣除，跟單已恢復。',
    },
  },
  partnerPassed: {
    title: {
      zh_CN: '合伙人申请已通过',
      en_US: 'Partner application approved',
      zh_Hant: '合夥人申請已通過',
    },
    content: {
      zh_CN: '恭喜，您已成为合伙人（{level}）。您邀请的用户通过钱包支付费用时，您将获得返佣。',
      en_US:
        'Congratulations, you are now a partner ({level}). You earn a rebate when users you invited pay fees from their wallet.',
      zh_Hant: '恭喜，您已成為合夥人（{level}）。您邀請的用戶透過錢包支付費用時，您將獲得返佣。',
    },
  },
  partnerRejected: {
    title: {
      zh_CN: '合伙人申请未通过',
      en_US: 'Partner application declined',
      zh_Hant: '合夥人申請未通過',
    },
    content: {
      zh_CN: '您的合伙人申请未通过。原因：{reason}',
      en_US: 'Your partner application was declined. Reason: {reason}',
      zh_Hant: '您的合夥人申請未通過。原因：{reason}',
    },
  },
  levelUpgraded: {
    title: { zh_CN: '合伙人等级已升级', en_US: 'Partner level upgraded', zh_Hant: '合夥人等級已升級' },
    content: {
      zh_CN:
        '恭喜，您的付费客户已达到 {customers} 位，等级升为{level}，返佣比例 {rate}%，自下一笔费用起生效。',
      en_US:
        'Congratulations: with {customers} paying customers you are now {level}, earning a {rate}% rebate from the next fee on.',
      zh_Hant:
        '恭喜，您的付費客戶已達到 {customers} 位，等級升為{level}，返佣比例 {rate}%，自下一筆費用起生效。',
    },
  },
  // Issue 7: the community and copy-trading events (switchable: contracts/notices.ts NOTICE_FLAG_GROUPS).
  subscriptionStarted: {
    title: {
      zh_CN: '开始跟单 #{masterLogin}',
      en_US: 'Copying of #{masterLogin} started',
      zh_Hant: '開始跟單 #{masterLogin}',
    },
    content: {
      zh_CN:
        '您的跟单账户 {followAccount} 已开始跟随交易员 {trader} 的账户 #{masterLogin}（订阅 {serialNo}）。',
      en_US:
        "Your follow account {followAccount} now copies trader {trader}'s account #{masterLogin} (subscription {serialNo}).",
      zh_Hant:
        '您的跟單帳戶 {followAccount} 已開始跟隨交易員 {trader} 的帳戶 #{masterLogin}（訂閱 {serialNo}）。',
    },
  },
  newSubscriber: {
    title: { zh_CN: '新的订阅者', en_US: 'New subscriber', zh_Hant: '新的訂閱者' },
    content: {
      zh_CN: '{follower} 订阅了您的账户 #{masterLogin}，已开始跟单（订阅 {serialNo}）。',
      en_US:
        '{follower} subscribed to your account #{masterLogin} and started copying (subscription {serialNo}).',
      zh_Hant: '{follower} 訂閱了您的帳戶 #{masterLogin}，已開始跟單（訂閱 {serialNo}）。',
    },
  },
  subscriptionEnded: {
    title: {
      zh_CN: '跟单 #{masterLogin} 已结束',
      en_US: 'Copying of #{masterLogin} ended',
      zh_Hant: '跟單 #{masterLogin} 已結束',
    },
    content: {
      zh_CN:
        '您的跟单账户 {followAccount} 对交易员 {trader} 的账户 #{masterLogin} 的跟单已结束（订阅 {serialNo}）。{cause}',
      en_US:
        "Your follow account {followAccount} no longer copies trader {trader}'s account #{masterLogin} (subscription {serialNo}). {cause}",
      zh_Hant:
        '您的跟單帳戶 {followAccount} 對交易員 {trader} 的帳戶 #{masterLogin} 的跟單已結束（訂閱 {serialNo}）。{cause}',
    },
  },
  subscriberLeft: {
    title: { zh_CN: '订阅已结束', en_US: 'A subscription ended', zh_Hant: '訂閱已結束' },
    content: {
      zh_CN: '{follower} 对您的账户 #{masterLogin} 的订阅{cause}（订阅 {serialNo}）。',
      en_US: "{follower}'s subscription to your account #{masterLogin} {cause} (subscription {serialNo}).",
      zh_Hant: '{follower} 對您的帳戶 #{masterLogin} 的訂閱{cause}（訂閱 {serialNo}）。',
    },
  },
  commentReceived: {
    title: {
      zh_CN: '{name} 评论了您的策略',
      en_US: '{name} commented on your strategy',
      zh_Hant: '{name} 評論了您的策略',
    },
    content: {
      zh_CN: '{name} 在您的账户 #{login} 下发表了评论：“{excerpt}”',
      en_US: '{name} commented on your account #{login}: “{excerpt}”',
      zh_Hant: '{name} 在您的帳戶 #{login} 下發表了評論：「{excerpt}」',
    },
  },
  commentReplied: {
    title: {
      zh_CN: '{name} 回复了您的评论',
      en_US: '{name} replied to your comment',
      zh_Hant: '{name} 回覆了您的評論',
    },
    content: {
      zh_CN: '{name} 在账户 #{login} 下回复了您：“{excerpt}”',
      en_US: '{name} replied to you on account #{login}: “{excerpt}”',
      zh_Hant: '{name} 在帳戶 #{login} 下回覆了您：「{excerpt}」',
    },
  },
  newFollower: {
    title: { zh_CN: '{name} 关注了您', en_US: '{name} followed you', zh_Hant: '{name} 關注了您' },
    content: {
      zh_CN: '{name} 开始关注您。您可以在“我的粉丝”中查看并回关。',
      en_US: '{name} started following you. You can see your fans and follow back under Fans.',
      zh_Hant: '{name} 開始關注您。您可以在「我的粉絲」中查看並回關。',
    },
  },
  copySkipped: {
    title: {
      zh_CN: '有交易未跟单：{reason}',
      en_US: 'A trade was not copied: {reason}',
      zh_Hant: '有交易未跟單：{reason}',
    },
    content: {
      zh_CN:
        '交易账户 #{masterLogin} 的 {symbol} 订单 #{ticket}（{action}）未复制到您的跟单账户 {followAccount}（订阅 {serialNo}）。{help} 同一订阅同一原因一小时内只提醒一次，全部记录见跟单记录。',
      en_US:
        "The {action} of {symbol} #{ticket} on the trader's account #{masterLogin} was not copied to your follow account {followAccount} (subscription {serialNo}). {help} The same reason on this subscription is notified once an hour; the copy records list every skip.",
      zh_Hant:
        '交易帳戶 #{masterLogin} 的 {symbol} 訂單 #{ticket}（{action}）未複製到您的跟單帳戶 {followAccount}（訂閱 {serialNo}）。{help} 同一訂閱同一原因一小時內只提醒一次，全部記錄見跟單記錄。',
    },
  },
  accountDisconnected: {
    title: {
      zh_CN: '您的账户 {account} 服务器断开连接',
      en_US: 'Your account {account} lost its server connection',
      zh_Hant: '您的帳戶 {account} 伺服器斷開連接',
    },
    content: {
      zh_CN:
        '您的账户 {account}（{server}）与交易服务器的连接已断开，系统每 30 秒自动重连。断开期间该账户无法跟单；如果您修改过 MT4 密码，请重新绑定账户。连接恢复后会再通知您。',
      en_US:
        'Your account {account} ({server}) lost its link to its trade server; the site retries every 30 seconds. While it is down no copy can be made on it; if you changed the MT4 password, bind the account again. You will be told when it is back.',
      zh_Hant:
        '您的帳戶 {account}（{server}）與交易伺服器的連接已斷開，系統每 30 秒自動重連。斷開期間該帳戶無法跟單；如果您修改過 MT4 密碼，請重新綁定帳戶。連接恢復後會再通知您。',
    },
  },
  accountRestored: {
    title: {
      zh_CN: '您的账户 {account} 服务器已恢复连接',
      en_US: 'Your account {account} is connected again',
      zh_Hant: '您的帳戶 {account} 伺服器已恢復連接',
    },
    content: {
      zh_CN: '您的账户 {account}（{server}）已恢复与交易服务器的连接，断开期间的订单已同步。',
      en_US:
        'Your account {account} ({server}) is connected to its trade server again; the orders of the outage are synchronized.',
      zh_Hant: '您的帳戶 {account}（{server}）已恢復與交易伺服器的連接，斷開期間的訂單已同步。',
    },
  },
};

/** Texts of notices the system writes; placeholder {brand}. */
export const NOTICE_TEXTS: { welcomeTitle: Translations; welcomeContent: Translations } = {
  welcomeTitle: { zh_CN: '欢迎加入 {brand}', en_US: 'Welcome to {brand}', zh_Hant: '歡迎加入 {brand}' },
  welcomeContent: {
    zh_CN:
      '欢迎加入 {brand}！您的账户已创建成功。开始跟单只需三步：在“添加账户”中绑定 MT4 账户，' +
      '在社区中挑选交易员，再选择适合您的跟单模式完成订阅。跟单涉及杠杆交易，可能导致亏损，' +
      '开始前请务必阅读《风险披露》。如有疑问，欢迎随时联系我们的客服团队。',
    en_US:
      'Welcome to {brand}! Your account is ready. Getting started takes three steps: bind an MT4 account ' +
      'under Add account, choose a trader in the community, and subscribe with the follow mode that suits ' +
      'you. Copy trading involves leverage and can lead to losses, so please read the Risk Disclosure ' +
      'before you begin. If you have any questions, our support team is happy to help.',
    zh_Hant:
      '歡迎加入 {brand}！您的帳戶已建立成功。開始跟單只需三步：在「添加帳戶」中綁定 MT4 帳戶，' +
      '在社區中挑選交易員，再選擇適合您的跟單模式完成訂閱。跟單涉及槓桿交易，可能造成虧損，' +
      '開始前請務必閱讀《風險披露》。如有疑問，歡迎隨時聯繫我們的客服團隊。',
  },
};

/**
 * Where each notice leads in the site (the list makes it a link); placeholders as in the texts, plus
 * {userId} (the reader). A kind without an entry has no link.
 */
export const EVENT_LINKS: Partial<Record<NoticeEvent | 'welcome', string>> = {
  identityPassed: '/personalCenter/{userId}/setting/infoV',
  identityRejected: '/personalCenter/{userId}/setting/infoV',
  paymentInfoPassed: '/personalCenter/{userId}/setting/payV',
  paymentInfoRejected: '/personalCenter/{userId}/setting/payV',
  welcome: '/addOrBingNewAccount',
  rechargePassed: '/personalCenter/{userId}/tokenManage/rechargeRecord',
  rechargeRejected: '/personalCenter/{userId}/tokenManage/rechargeRecord',
  withdrawalPassed: '/personalCenter/{userId}/tokenManage/outerRecord',
  withdrawalRejected: '/personalCenter/{userId}/tokenManage/outerRecord',
  voucherSubmitted: '/personalCenter/{userId}/paymentFlow',
  paymentConfirmed: '/personalCenter/{userId}/paymentFlow',
  paymentRefused: '/personalCenter/{userId}/paymentFlow',
  complaintFiled: '/personalCenter/{userId}/paymentFlow',
  complaintFailed: '/personalCenter/{userId}/paymentFlow',
  feeOwed: '/personalCenter/{userId}/settlementFlow',
  feeCleared: '/personalCenter/{userId}/settlementFlow',
  partnerPassed: '/personalCenter/{userId}/referrer',
  partnerRejected: '/personalCenter/{userId}/referrer',
  levelUpgraded: '/personalCenter/{userId}/userReferrer/userReferrerIndex',
  contactAnswered: '/personalCenter/{userId}/messages',
  subscriptionStarted: '/personalCenter/{userId}/account/subscriptionTotal',
  subscriptionEnded: '/personalCenter/{userId}/account/subscriptionTotal',
  newSubscriber: '/personalCenter/{userId}/account/subscribers',
  subscriberLeft: '/personalCenter/{userId}/account/subscribers',
  commentReceived: '/community/trader/{mtId}?tab=comments',
  commentReplied: '/community/trader/{mtId}?tab=comments',
  newFollower: '/personalCenter/{userId}/attention/otherAtten',
  copySkipped: '/personalCenter/{userId}/account/copyOrder?subscriptionId={subscriptionId}&tab=skipped',
  accountDisconnected: '/personalCenter/{userId}/account/accountSetting',
  accountRestored: '/personalCenter/{userId}/account/accountSetting',
};

/** Why a subscription ended ({cause} of subscriptionEnded to the follower, of subscriberLeft to the trader). */
export const END_CAUSE_TEXTS: Record<
  'followTrader' | 'manual' | 'expired',
  { follower: Translations; trader: Translations }
> = {
  followTrader: {
    follower: {
      zh_CN: '您已取消订阅：不再复制新开仓，已复制的持仓将随交易员平仓。',
      en_US:
        'You cancelled it: no new positions are copied and open copies close when the trader closes them.',
      zh_Hant: '您已取消訂閱：不再複製新開倉，已複製的持倉將隨交易員平倉。',
    },
    trader: { zh_CN: '已取消', en_US: 'was cancelled', zh_Hant: '已取消' },
  },
  manual: {
    follower: {
      zh_CN: '您已取消订阅：已复制的持仓交由您自行管理。',
      en_US: 'You cancelled it: open copies are now yours to manage.',
      zh_Hant: '您已取消訂閱：已複製的持倉交由您自行管理。',
    },
    trader: { zh_CN: '已取消', en_US: 'was cancelled', zh_Hant: '已取消' },
  },
  expired: {
    follower: {
      zh_CN: '订阅已到期：不再复制新开仓，已复制的持仓将随交易员平仓。',
      en_US:
        'It reached its end date: no new positions are copied and open copies close when the trader closes them.',
      zh_Hant: '訂閱已到期：不再複製新開倉，已複製的持倉將隨交易員平倉。',
    },
    trader: { zh_CN: '已到期', en_US: 'reached its end date', zh_Hant: '已到期' },
  },
};

/** The trader's action a skipped copy belonged to ({action} of copySkipped). */
export const COPY_ACTION_TEXTS: Record<string, Translations> = {
  open: { zh_CN: '开仓', en_US: 'open', zh_Hant: '開倉' },
  close: { zh_CN: '平仓', en_US: 'close', zh_Hant: '平倉' },
  partial: { zh_CN: '部分平仓', en_US: 'partial close', zh_Hant: '部分平倉' },
  modify: { zh_CN: '修改止损止盈', en_US: 'stop change', zh_Hant: '修改止損止盈' },
  delete: { zh_CN: '删除挂单', en_US: 'pending order deletion', zh_Hant: '刪除掛單' },
};
