import { defineStatuses } from './define';

/** Registration, sign-in and verification codes (20xxx). */
export const authStatuses = defineStatuses({
  USERNAME_TAKEN: {
    code: 20001,
    http: 409,
    meaning: 'The phone number or email is already registered on this site.',
    text: { zh_CN: '用户名已存在', en_US: 'Username already exists', zh_Hant: '用戶名已存在' },
  },
  INVALID_CREDENTIALS: {
    code: 20002,
    http: 400,
    meaning: 'Wrong username or password.',
    text: { zh_CN: '用户名或密码错误', en_US: 'Incorrect username or password', zh_Hant: '用戶名或密碼錯誤' },
  },
  CODE_INVALID: {
    code: 20003,
    http: 400,
    meaning: 'The verification code is wrong or was already used.',
    text: { zh_CN: '验证码错误', en_US: 'The verification code is incorrect', zh_Hant: '驗證碼錯誤' },
  },
  CODE_EXPIRED: {
    code: 20004,
    http: 400,
    meaning: 'The verification code has expired.',
    text: {
      zh_CN: '验证码已过期，请重新获取',
      en_US: 'The verification code has expired, please request a new one',
      zh_Hant: '驗證碼已過期，請重新獲取',
    },
  },
  CODE_ATTEMPTS_EXCEEDED: {
    code: 20005,
    http: 400,
    meaning: 'Too many wrong tries; the code is void, ask for a new one.',
    text: {
      zh_CN: '验证码错误次数过多，请重新获取',
      en_US: 'Too many wrong attempts, please request a new code',
      zh_Hant: '驗證碼錯誤次數過多，請重新獲取',
    },
  },
  CODE_TOO_FREQUENT: {
    code: 20006,
    http: 429,
    meaning: 'Codes are asked for too often for this address or network.',
    text: {
      zh_CN: '验证码发送过于频繁，请{seconds}秒后再试',
      en_US: 'Codes requested too often, please retry in {seconds} s',
      zh_Hant: '驗證碼發送過於頻繁，請{seconds}秒後再試',
    },
  },
  USER_NOT_FOUND: {
    code: 20007,
    http: 404,
    meaning: 'No user with this phone number or email on this site.',
    text: { zh_CN: '该账号尚未注册', en_US: 'This account is not registered', zh_Hant: '該帳號尚未註冊' },
  },
  LOGIN_LOCKED: {
    code: 20008,
    http: 429,
    meaning: 'Too many failed sign-ins; sign-in is paused for a while.',
    text: {
      zh_CN: '登录失败次数过多，请{minutes}分钟后再试',
      en_US: 'Too many failed logins, please retry in {minutes} min',
      zh_Hant: '登入失敗次數過多，請{minutes}分鐘後再試',
    },
  },
  VERIFY_METHOD_NOT_ALLOWED: {
    code: 20009,
    http: 400,
    meaning: "The site's verifyMethod does not allow this kind of username.",
    text: {
      zh_CN: '本站不支持该注册方式',
      en_US: 'This site does not accept this kind of account',
      zh_Hant: '本站不支持該註冊方式',
    },
  },
  ACCOUNT_DISABLED: {
    code: 20010,
    http: 403,
    meaning: 'The user is disabled by the operator.',
    text: {
      zh_CN: '账号已被停用，请联系客服',
      en_US: 'This account is disabled, please contact support',
      zh_Hant: '帳號已被停用，請聯繫客服',
    },
  },
  MAIL_DELIVERY_FAILED: {
    code: 20011,
    http: 503,
    meaning: 'The mail server refused or could not be reached.',
    text: {
      zh_CN: '邮件发送失败，请稍后再试',
      en_US: 'The email could not be sent, please try again later',
      zh_Hant: '郵件發送失敗，請稍後再試',
    },
  },
  LOGIN_SLOWED: {
    code: 20012,
    http: 429,
    meaning:
      'Many failed sign-ins for this account from many addresses; each further try waits a growing delay (at most a minute).',
    text: {
      zh_CN: '该账号近期登录失败次数较多，请{seconds}秒后再试',
      en_US: 'This account had many failed logins, please retry in {seconds} s',
      zh_Hant: '該帳號近期登入失敗次數較多，請{seconds}秒後再試',
    },
  },
});
