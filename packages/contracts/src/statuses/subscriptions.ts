import { defineStatuses } from './define';

/** Subscriptions and copying (23xxx). */
export const subscriptionsStatuses = defineStatuses({
  SUBSCRIPTION_EXISTS: {
    code: 23001,
    http: 409,
    meaning: 'This follow account already subscribes to this trade account.',
    text: {
      zh_CN: '该跟单账户已订阅此交易员',
      en_US: 'This follow account already subscribes to this trader',
      zh_Hant: '該跟單帳戶已訂閱此交易員',
    },
  },
  SELF_SUBSCRIBE: {
    code: 23002,
    http: 400,
    meaning: 'A trader cannot copy his own trade account.',
    text: {
      zh_CN: '不能跟随自己的交易账户',
      en_US: 'You cannot copy your own trade account',
      zh_Hant: '不能跟隨自己的交易帳戶',
    },
  },
  ACCOUNT_EXPIRED: {
    code: 23003,
    http: 400,
    meaning: 'The trade account is unbound or no longer shared; it cannot be subscribed.',
    text: {
      zh_CN: '该账户已过期，无法订阅',
      en_US: 'Account has expired and cannot be subscribed',
      zh_Hant: '該帳戶已過期，無法訂閱',
    },
  },
  TRADER_RESTRICTED: {
    code: 23004,
    http: 403,
    meaning: 'The operator restricted this trader; new subscriptions are refused.',
    text: {
      zh_CN: '该交易员已被平台限制',
      en_US: 'This trader is restricted by the platform',
      zh_Hant: '該交易員已被平台限制',
    },
  },
  REVERSE_NOT_ALLOWED: {
    code: 23005,
    http: 400,
    meaning: "The site's reverseCopyFlag does not allow reverse copying.",
    text: {
      zh_CN: '本站不支持反向跟单',
      en_US: 'This site does not allow reverse copying',
      zh_Hant: '本站不支持反向跟單',
    },
  },
  SUBSCRIPTION_ENDED: {
    code: 23006,
    http: 409,
    meaning: 'The subscription is not active (already cancelled or ended).',
    text: {
      zh_CN: '该订阅已结束或已取消',
      en_US: 'This subscription has already ended or been cancelled',
      zh_Hant: '該訂閱已結束或已取消',
    },
  },
  NOT_A_FOLLOW_ACCOUNT: {
    code: 23007,
    http: 400,
    meaning: 'Subscriptions copy into follow accounts (accType 2) of the caller.',
    text: {
      zh_CN: '请选择您的跟单账户',
      en_US: 'Please choose one of your follow accounts',
      zh_Hant: '請選擇您的跟單帳戶',
    },
  },
});
