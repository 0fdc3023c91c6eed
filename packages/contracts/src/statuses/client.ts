import type { Translations } from '../messages/message-table';

/**
 * Failures the web's client meets before any answer: they have no server status, so their codes are 0 and
 * below, and their texts sit here beside the server's table (status-codes.ts) rather than in the client.
 * `text` is null for the silent ones (nothing is shown to the user).
 */
export const CLIENT_FAILURES = {
  NETWORK: {
    code: 0,
    text: {
      zh_CN: '网络连接失败，请检查网络后重试',
      en_US: 'Network error, please check your connection and retry',
      zh_Hant: '網絡連接失敗，請檢查網絡後重試',
    },
  },
  TIMEOUT: {
    code: -1,
    text: {
      zh_CN: '请求超时，请稍后再试',
      en_US: 'The request timed out, please try again',
      zh_Hant: '請求超時，請稍後再試',
    },
  },
  /** The caller aborted (left the page); silent. */
  ABORTED: { code: -2, text: null },
  BAD_RESPONSE: {
    code: -3,
    text: {
      zh_CN: '服务器返回了无法识别的数据',
      en_US: 'The server sent an unexpected answer',
      zh_Hant: '伺服器返回了無法識別的數據',
    },
  },
  /** HTTP 502/504 from a proxy in front of the site; silent, the page retries. */
  GATEWAY: { code: -4, text: null },
} as const satisfies Record<string, { code: number; text: Translations | null }>;
