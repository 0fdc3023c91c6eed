import type { Translations } from '@copytrade/contracts/messages/message-table';

/** A notice the system writes when something happens to a user's money (issue 6 events, issue 7 messages). */
export type NoticeEvent =
  | 'rechargePassed'
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
  | 'contactAnswered';

/**
 * Title and content of each money notice; placeholders in braces ({amount}, {reason}, {serialNo}, {name},
 * {week}, {level}). Amounts are USDT with two decimals.
 */
export const EVENT_TEXTS: Record<NoticeEvent, { title: Translations; content: Translations }> = {
  contactAnswered: {
    title: { zh_CN: '您的留言已回复', en_US: 'Your message was answered', zh_Hant: '您的留言已回覆' },
    content: { zh_CN: '{answer}', en_US: '{answer}', zh_Hant: '{answer}' },
  },
  rechargePassed: {
    title: { zh_CN: '充值已到账', en_US: 'Recharge credited', zh_Hant: '儲值已到帳' },
    content: {
      zh_CN: '您的 {amount} USDT 充值已审核通过，已计入钱包可用余额。',
      en_US: 'Your recharge of {amount} USDT passed review and is now in your available balance.',
      zh_Hant: '您的 {amount} USDT 儲值已審核通過，已計入錢包可用餘額。',
    },
  },
  rechargeRejected: {
    title: { zh_CN: '充值未通过', en_US: 'Recharge rejected', zh_Hant: '儲值未通過' },
    content: {
      zh_CN: '您的 {amount} USDT 充值未通过审核。原因：{reason}',
      en_US: 'Your recharge of {amount} USDT was rejected. Reason: {reason}',
      zh_Hant: '您的 {amount} USDT 儲值未通過審核。原因：{reason}',
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
        '{name} 为订阅 {serialNo} 上传了 {amount} USDT 的支付凭证，请在“支付记录 - 我的收款”中确认或拒绝。',
      en_US:
        '{name} uploaded a voucher of {amount} USDT for subscription {serialNo}. Confirm or refuse it under Payments > Received.',
      zh_Hant:
        '{name} 為訂閱 {serialNo} 上傳了 {amount} USDT 的支付憑證，請在「支付記錄 - 我的收款」中確認或拒絕。',
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
        '{week} 起一週的業績費中有 {amount} USDT 錢包餘額不足未能扣除。在付清前新開倉不再跟單，也不能新建訂閱；儲值後將優先扣除並恢復跟單。',
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
      zh_CN: '合作伙伴申请已通过',
      en_US: 'Partner application approved',
      zh_Hant: '合作夥伴申請已通過',
    },
    content: {
      zh_CN: '恭喜，您已成为合作伙伴（{level}）。您邀请的用户通过钱包支付费用时，您将获得返佣。',
      en_US:
        'Congratulations, you are now a partner ({level}). You earn a rebate when users you invited pay fees from their wallet.',
      zh_Hant: '恭喜，您已成為合作夥伴（{level}）。您邀請的用戶透過錢包支付費用時，您將獲得返傭。',
    },
  },
  partnerRejected: {
    title: {
      zh_CN: '合作伙伴申请未通过',
      en_US: 'Partner application declined',
      zh_Hant: '合作夥伴申請未通過',
    },
    content: {
      zh_CN: '您的合作伙伴申请未通过。原因：{reason}',
      en_US: 'Your partner application was declined. Reason: {reason}',
      zh_Hant: '您的合作夥伴申請未通過。原因：{reason}',
    },
  },
};

/** Texts of notices the system writes; placeholder {brand}. */
export const NOTICE_TEXTS: { welcomeTitle: Translations; welcomeContent: Translations } = {
  welcomeTitle: { zh_CN: '欢迎加入 {brand}', en_US: 'Welcome to {brand}', zh_Hant: '歡迎加入 {brand}' },
  welcomeContent: {
    zh_CN:
      '欢迎加入 {brand}！您的账号已创建成功。开始跟单只需三步：在“添加账户”中绑定 MT4 账户，' +
      '在社区中挑选交易员，再选择适合您的跟单模式完成订阅。跟单涉及杠杆交易，可能导致亏损，' +
      '开始前请务必阅读《风险披露》。如有疑问，欢迎随时联系我们的客服团队。',
    en_US:
      'Welcome to {brand}! Your account is ready. Getting started takes three steps: bind an MT4 account ' +
      'under Add account, choose a trader in the community, and subscribe with the follow mode that suits ' +
      'you. Copy trading involves leverage and can lead to losses, so please read the Risk Disclosure ' +
      'before you begin. If you have any questions, our support team is happy to help.',
    zh_Hant:
      '歡迎加入 {brand}！您的帳號已建立成功。開始跟單只需三步：在「新增帳戶」中綁定 MT4 帳戶，' +
      '在社群中挑選交易員，再選擇適合您的跟單模式完成訂閱。跟單涉及槓桿交易，可能造成虧損，' +
      '開始前請務必閱讀〈風險揭露〉。如有疑問，歡迎隨時聯絡我們的客服團隊。',
  },
};
