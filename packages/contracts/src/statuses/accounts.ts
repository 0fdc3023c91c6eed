import { defineStatuses } from './define';

/** MT4 accounts (22xxx). */
export const accountsStatuses = defineStatuses({
  MT4_CREDENTIALS_INVALID: {
    code: 22001,
    http: 400,
    meaning: 'The MT4 server refused the login and password (MT4 does not say which).',
    text: {
      zh_CN: 'MT4账号或密码错误，请检查后重试',
      en_US: 'The MT4 account or password is incorrect',
      zh_Hant: 'MT4帳號或密碼錯誤，請檢查後重試',
    },
  },
  MT4_INVESTOR_PASSWORD: {
    code: 22002,
    http: 400,
    meaning:
      'A follow account was given its read-only investor password; copying needs the trading password.',
    text: {
      zh_CN: '跟单账户需要交易密码，不能使用观摩密码',
      en_US: 'A follow account needs its trading password, not the investor password',
      zh_Hant: '跟單帳戶需要交易密碼，不能使用觀摩密碼',
    },
  },
  MT4_SERVER_UNREACHABLE: {
    code: 22003,
    http: 503,
    meaning: 'The MT4 trade server could not be reached; nothing was bound.',
    text: {
      zh_CN: '无法连接MT4服务器，请稍后再试',
      en_US: 'The MT4 server cannot be reached, please try again later',
      zh_Hant: '無法連接MT4伺服器，請稍後再試',
    },
  },
  ACCOUNT_ALREADY_BOUND: {
    code: 22004,
    http: 409,
    meaning: 'This login on this server is already bound on this site.',
    text: {
      zh_CN: '该MT4账户已被绑定',
      en_US: 'This MT4 account is already bound',
      zh_Hant: '該MT4帳戶已被綁定',
    },
  },
  TRADER_ONLY: {
    code: 22005,
    http: 403,
    meaning: 'Only traders (userType 3) may bind trade accounts.',
    text: {
      zh_CN: '只有交易员可以绑定交易账户',
      en_US: 'Only traders can bind trade accounts',
      zh_Hant: '只有交易員可以綁定交易帳戶',
    },
  },
  MASTER_LIMIT_REACHED: {
    code: 22006,
    http: 403,
    meaning: "The user holds the site's masterMaxNumber of trade accounts.",
    text: {
      zh_CN: '当前系统用量已达上限，请联系客服升级',
      en_US: 'The system usage limit has been reached, please contact customer service to upgrade',
      zh_Hant: '當前系統用量已達上限，請聯繫客服升級',
    },
  },
  COPY_LIMIT_REACHED: {
    code: 22007,
    http: 403,
    meaning: "The user holds the site's copyMaxNumber of follow accounts.",
    text: {
      zh_CN: '当前托管账户已达上限，请联系站长升级',
      en_US: 'The number of hosted accounts has reached the limit, please contact the webmaster to upgrade',
      zh_Hant: '當前託管帳戶已達上限，請聯繫站長升級',
    },
  },
  DEMO_SERVER_ONLY: {
    code: 22008,
    http: 400,
    meaning: 'Demo accounts can be opened on demo servers only.',
    text: {
      zh_CN: '模拟账户只能在模拟服务器上开立',
      en_US: 'Demo accounts can only be opened on demo servers',
      zh_Hant: '模擬帳戶只能在模擬伺服器上開立',
    },
  },
  BRIDGE_NOT_CONNECTED: {
    code: 22009,
    http: 409,
    meaning:
      'An account bound through the EA bridge: the EA with this key has not connected yet, or its link is lost; nothing was bound.',
    text: {
      zh_CN: 'EA尚未连接，请在MT4终端中加载EA并填入密钥后重试',
      en_US: 'The EA has not connected yet: attach it to a chart in MT4 with this key, then try again',
      zh_Hant: 'EA尚未連接，請在MT4終端中載入EA並填入密鑰後重試',
    },
  },
  BRIDGE_KEY_SPENT: {
    code: 22010,
    http: 409,
    meaning: 'The bridge key was revoked (a newer key replaced it) or already bound an account.',
    text: {
      zh_CN: '该密钥已失效，请生成新的密钥',
      en_US: 'This key is no longer valid, please create a new one',
      zh_Hant: '該密鑰已失效，請生成新的密鑰',
    },
  },
  METAAPI_OFF: {
    code: 22011,
    http: 409,
    meaning: 'The site has no MetaApi token: binding through MetaApi is not offered.',
    text: {
      zh_CN: '本站未开通MetaApi云连接',
      en_US: 'This site has not set up the MetaApi cloud connection',
      zh_Hant: '本站未開通MetaApi雲連接',
    },
  },
  METAAPI_SDK_MISSING: {
    code: 22012,
    http: 503,
    meaning: 'The site has a MetaApi token but the server lacks the MetaApi SDK (the operator installs it).',
    text: {
      zh_CN: 'MetaApi连接暂不可用，请联系网站客服',
      en_US: 'The MetaApi connection is not available right now, please contact the site',
      zh_Hant: 'MetaApi連接暫不可用，請聯繫網站客服',
    },
  },
  METAAPI_IN_USE: {
    code: 22013,
    http: 409,
    meaning: 'MetaApi cannot be turned off while live accounts of the site are bound through it.',
    text: {
      zh_CN: '仍有账户通过MetaApi连接，请先解绑这些账户',
      en_US: 'Accounts are still connected through MetaApi; unbind them first',
      zh_Hant: '仍有帳戶通過MetaApi連接，請先解綁這些帳戶',
    },
  },
  DEMO_TERMINALS_FULL: {
    code: 22014,
    http: 429,
    meaning: 'The demo runs as many simulated terminals as it may; one ends when its key is revoked or used.',
    text: {
      zh_CN: '模拟终端已满，请稍后再试',
      en_US: 'All simulated terminals are in use, please try again later',
      zh_Hant: '模擬終端已滿，請稍後再試',
    },
  },
});
