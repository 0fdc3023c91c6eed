import { defineStatuses } from './define';

/**
 * The platform above the sites (35xxx, issue 15): the operator's console (sign-in with a one-time code,
 * sites he creates and changes) and the limits the platform sets per site, refused where they apply.
 */
export const operatorStatuses = defineStatuses({
  OPERATOR_CREDENTIALS_INVALID: {
    code: 35001,
    http: 400,
    meaning: 'Operator sign-in: unknown email, wrong password, or a disabled operator.',
    text: {
      zh_CN: '邮箱或密码错误',
      en_US: 'Wrong email or password',
      zh_Hant: '郵箱或密碼錯誤',
    },
  },
  OPERATOR_CODE_INVALID: {
    code: 35002,
    http: 400,
    meaning: 'Operator sign-in: the one-time (TOTP) code is wrong or out of its time window.',
    text: {
      zh_CN: '动态验证码错误，请输入验证器应用中当前显示的 6 位数字',
      en_US: 'Wrong one-time code: enter the 6 digits your authenticator shows now',
      zh_Hant: '動態驗證碼錯誤，請輸入驗證器應用程式中目前顯示的 6 位數字',
    },
  },
  OPERATOR_CODE_USED: {
    code: 35003,
    http: 400,
    meaning: 'Operator sign-in: this one-time code (or an older one) was already used; wait for the next.',
    text: {
      zh_CN: '该动态验证码已使用过，请等待下一个验证码',
      en_US: 'This one-time code was already used: wait for the next one',
      zh_Hant: '該動態驗證碼已使用過，請等待下一個驗證碼',
    },
  },
  OPERATOR_LOGIN_LOCKED: {
    code: 35004,
    http: 429,
    meaning: 'Operator log-in paused after too many failures ({minutes} minutes).',
    text: {
      zh_CN: '登录失败次数过多，请 {minutes} 分钟后再试',
      en_US: 'Too many failed attempts to log in: try again in {minutes} minutes',
      zh_Hant: '登入失敗次數過多，請 {minutes} 分鐘後再試',
    },
  },
  SITE_DOMAIN_TAKEN: {
    code: 35005,
    http: 409,
    meaning: 'The domain already reaches a site (domains are unique across sites).',
    text: {
      zh_CN: '该域名已被其他站点使用',
      en_US: 'This domain is already used by a site',
      zh_Hant: '該網域名稱已被其他站點使用',
    },
  },
  SITE_LAST_ADMIN: {
    code: 35006,
    http: 409,
    meaning: "The site's last admin cannot be removed: the site would have nobody to run it.",
    text: {
      zh_CN: '这是站点最后一位管理员，无法移除',
      en_US: "This is the site's last admin and cannot be removed",
      zh_Hant: '這是站點最後一位管理員，無法移除',
    },
  },
  USER_COPY_LIMIT_REACHED: {
    code: 35007,
    http: 403,
    meaning: "The user holds the site's maximum of live subscriptions (userCopyLimit).",
    text: {
      zh_CN: '您的跟单数量已达上限（{limit} 个），请联系客服升级',
      en_US:
        'You already copy the most traders this site allows ({limit}); contact customer service to raise it',
      zh_Hant: '您的跟單數量已達上限（{limit} 個），請聯繫客服升級',
    },
  },
  USER_TRADE_LIMIT_REACHED: {
    code: 35008,
    http: 403,
    meaning:
      "The user's follow accounts received the site's maximum of copied trades this month (userTradeLimit).",
    text: {
      zh_CN: '本月跟单交易次数已达上限（{limit} 笔），请联系客服升级',
      en_US: 'Your copied trades reached this month’s limit ({limit}); contact customer service to raise it',
      zh_Hant: '本月跟單交易次數已達上限（{limit} 筆），請聯繫客服升級',
    },
  },
});
