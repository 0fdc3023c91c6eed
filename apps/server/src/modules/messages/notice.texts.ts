import type { Translations } from '@copytrade/contracts/messages/message-table';

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
