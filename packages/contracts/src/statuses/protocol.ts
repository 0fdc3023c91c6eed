import { defineStatuses } from './define';

/** Success, the soft statuses and the protocol-level failures every call can meet. */
export const protocolStatuses = defineStatuses({
  OK: {
    code: 10000,
    http: 200,
    meaning: 'Success.',
    text: { zh_CN: '操作成功', en_US: 'Success', zh_Hant: '操作成功' },
  },
  SOFT_NOTICE: {
    code: 10001,
    http: 200,
    meaning: 'Soft: nothing changed or a notice; the client logs it only.',
    text: { zh_CN: '暂无变更', en_US: 'Nothing changed', zh_Hant: '暫無變更' },
  },
  SOFT_SUBSCRIBERS_ONLY: {
    code: 12109,
    http: 200,
    meaning: 'Soft: visible to subscribers only; no popup.',
    text: { zh_CN: '订阅后可见', en_US: 'Visible to subscribers only', zh_Hant: '訂閱後可見' },
  },
  SOFT_NO_ACCOUNT: {
    code: 12110,
    http: 200,
    meaning: 'Soft: no trading account of the needed kind yet; no popup.',
    text: {
      zh_CN: '请先绑定 MT4 账户',
      en_US: 'Please bind an MT4 account first',
      zh_Hant: '請先綁定 MT4 帳戶',
    },
  },
  VALIDATION_FAILED: {
    code: 40000,
    http: 400,
    meaning: 'The request failed validation; content lists field errors.',
    text: {
      zh_CN: '提交的信息有误，请检查后重试',
      en_US: 'Some fields are not valid, please check them',
      zh_Hant: '提交的信息有誤，請檢查後重試',
    },
  },
  BAD_REQUEST: {
    code: 40001,
    http: 400,
    meaning: 'The request is not well-formed HTTP (or a malformed URL).',
    text: { zh_CN: '请求格式有误', en_US: 'The request could not be read', zh_Hant: '請求格式有誤' },
  },
  UNAUTHENTICATED: {
    code: 40100,
    http: 401,
    meaning: 'No token, or the token is unknown or revoked.',
    text: { zh_CN: '请先登录', en_US: 'Please log in first', zh_Hant: '請先登入' },
  },
  TOKEN_EXPIRED: {
    code: 40101,
    http: 401,
    meaning: 'The token has expired; sign in again.',
    text: {
      zh_CN: '登录已过期，请重新登录',
      en_US: 'Your session has expired, please log in again',
      zh_Hant: '登入已過期，請重新登入',
    },
  },
  TOKEN_WRONG_SITE: {
    code: 40102,
    http: 401,
    meaning: 'The token belongs to another site.',
    text: {
      zh_CN: '登录凭证不属于本站，请重新登录',
      en_US: 'This login belongs to another site, please log in again',
      zh_Hant: '登入憑證不屬於本站，請重新登入',
    },
  },
  FORBIDDEN: {
    code: 40300,
    http: 403,
    meaning: 'Signed in, but not allowed to do this.',
    text: { zh_CN: '没有操作权限', en_US: 'You are not allowed to do this', zh_Hant: '沒有操作權限' },
  },
  NOT_FOUND: {
    code: 40400,
    http: 404,
    meaning: 'The thing asked for does not exist on this site.',
    text: { zh_CN: '内容不存在', en_US: 'Not found', zh_Hant: '內容不存在' },
  },
  ROUTE_NOT_FOUND: {
    code: 40401,
    http: 404,
    meaning: 'No such API path.',
    text: { zh_CN: '接口不存在', en_US: 'No such API', zh_Hant: '接口不存在' },
  },
  CONFLICT: {
    code: 40900,
    http: 409,
    meaning: 'The change conflicts with the current state.',
    text: {
      zh_CN: '数据已变更，请刷新后重试',
      en_US: 'The data has changed, please refresh and retry',
      zh_Hant: '數據已變更，請刷新後重試',
    },
  },
  PAYLOAD_TOO_LARGE: {
    code: 41300,
    http: 413,
    meaning: 'The request body or upload is too large.',
    text: { zh_CN: '提交的内容过大', en_US: 'The upload is too large', zh_Hant: '提交的內容過大' },
  },
  REQUEST_TIMEOUT: {
    code: 40800,
    http: 408,
    meaning: 'The request was not received in time.',
    text: {
      zh_CN: '请求超时，请重试',
      en_US: 'The request took too long, please retry',
      zh_Hant: '請求逾時，請重試',
    },
  },
  URI_TOO_LONG: {
    code: 41400,
    http: 414,
    meaning: 'The request line (path and query) is too long.',
    text: { zh_CN: '请求地址过长', en_US: 'The request address is too long', zh_Hant: '請求地址過長' },
  },
  HEADERS_TOO_LARGE: {
    code: 43100,
    http: 431,
    meaning: 'The request headers are too large (16 kB in all).',
    text: { zh_CN: '请求头过大', en_US: 'The request headers are too large', zh_Hant: '請求標頭過大' },
  },
  RATE_LIMITED: {
    code: 42900,
    http: 429,
    meaning: 'Too many requests; retry later.',
    text: {
      zh_CN: '操作过于频繁，请稍后再试',
      en_US: 'Too many requests, please try again later',
      zh_Hant: '操作過於頻繁，請稍後再試',
    },
  },
  INTERNAL: {
    code: 50000,
    http: 500,
    meaning: 'Unexpected server error; details only in the server log.',
    text: {
      zh_CN: '系统繁忙，请稍后再试',
      en_US: 'Something went wrong, please try again later',
      zh_Hant: '系統繁忙，請稍後再試',
    },
  },
  UNAVAILABLE: {
    code: 50300,
    http: 503,
    meaning: 'A dependency (database, mail) is unavailable; retry later.',
    text: {
      zh_CN: '服务暂不可用，请稍后再试',
      en_US: 'Service unavailable, please try again later',
      zh_Hant: '服務暫不可用，請稍後再試',
    },
  },
});
