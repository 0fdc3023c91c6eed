import { defineStatuses } from './define';

/** Settings: basic information, avatar and security (32xxx). */
export const profileStatuses = defineStatuses({
  NICKNAME_TOO_SHORT: {
    code: 32001,
    http: 400,
    meaning: 'Field rule: a nickname has at least 2 characters.',
    text: {
      zh_CN: '昵称至少2个字',
      en_US: 'The nickname needs at least 2 characters',
      zh_Hant: '暱稱至少2個字',
    },
  },
  NICKNAME_INVALID_CHARS: {
    code: 32002,
    http: 400,
    meaning: 'Field rule: a nickname holds no control, zero-width or bidirectional-override characters.',
    text: {
      zh_CN: '昵称不能包含控制字符或不可见字符',
      en_US: 'The nickname cannot contain control or invisible characters',
      zh_Hant: '暱稱不能包含控制字元或不可見字元',
    },
  },
  BIRTHDAY_OUT_OF_RANGE: {
    code: 32003,
    http: 400,
    meaning: 'Field rule: the birthday is not after today and gives an age of 18 to 120.',
    text: {
      zh_CN: '出生日期不能晚于今天，且年龄须在18至120岁之间',
      en_US: 'The date of birth cannot be in the future, and you must be 18 to 120 years old',
      zh_Hant: '出生日期不能晚於今天，且年齡須在18至120歲之間',
    },
  },
  AVATAR_LOCKED: {
    code: 32004,
    http: 403,
    meaning: "The site's operator locked this avatar (users.avatar_lock = 0).",
    text: {
      zh_CN: '头像已被管理员锁定，暂时无法修改',
      en_US: 'Your avatar has been locked by the site admin and cannot be changed',
      zh_Hant: '頭像已被管理員鎖定，暫時無法修改',
    },
  },
  AVATAR_TOO_LARGE: {
    code: 32005,
    http: 413,
    meaning: 'The avatar image is larger than 10 MB.',
    text: {
      zh_CN: '头像图片不能超过10MB',
      en_US: 'avatar image cannot exceed 10MB',
      zh_Hant: '頭像圖片不能超過10MB',
    },
  },
  AVATAR_NOT_IMAGE: {
    code: 32006,
    http: 400,
    meaning: 'The avatar is not a PNG, JPEG, WebP or GIF image (checked by its content).',
    text: {
      zh_CN: '头像只支持 PNG、JPEG、WebP 或 GIF 图片',
      en_US: 'The avatar must be a PNG, JPEG, WebP or GIF image',
      zh_Hant: '頭像只支援 PNG、JPEG、WebP 或 GIF 圖片',
    },
  },
  AVATAR_UNREADABLE: {
    code: 32007,
    http: 400,
    meaning: 'The avatar image is damaged and cannot be decoded.',
    text: {
      zh_CN: '图片已损坏，无法读取，请换一张',
      en_US: 'The image is damaged and cannot be read; please choose another one',
      zh_Hant: '圖片已損壞，無法讀取，請換一張',
    },
  },
  OLD_PASSWORD_WRONG: {
    code: 32008,
    http: 400,
    meaning: 'The current password given with a security change is wrong.',
    text: {
      zh_CN: '当前密码不正确',
      en_US: 'The current password is not correct',
      zh_Hant: '當前密碼不正確',
    },
  },
  PASSWORD_UNCHANGED: {
    code: 32009,
    http: 400,
    meaning: 'Field rule: the new password equals the current one.',
    text: {
      zh_CN: '新密码不能与当前密码相同',
      en_US: 'The new password must differ from the current one',
      zh_Hant: '新密碼不能與當前密碼相同',
    },
  },
  PASSWORD_CHECK_LOCKED: {
    code: 32010,
    http: 429,
    meaning: 'Too many wrong current passwords on security changes; retry after the minutes given.',
    text: {
      zh_CN: '密码错误次数过多，请{minutes}分钟后再试',
      en_US: 'Too many wrong passwords; please try again in {minutes} min',
      zh_Hant: '密碼錯誤次數過多，請{minutes}分鐘後再試',
    },
  },
  EMAIL_TAKEN: {
    code: 32011,
    http: 409,
    meaning: 'Another user of the site has this email address.',
    text: {
      zh_CN: '该邮箱已被本站其他账户使用',
      en_US: 'This email address is already used by another account on this site',
      zh_Hant: '該郵箱已被本站其他帳戶使用',
    },
  },
  PHONE_TAKEN: {
    code: 32012,
    http: 409,
    meaning: 'Another user of the site has this phone number.',
    text: {
      zh_CN: '该手机号已被本站其他账户使用',
      en_US: 'This phone number is already used by another account on this site',
      zh_Hant: '該手機號已被本站其他帳戶使用',
    },
  },
  EMAIL_UNCHANGED: {
    code: 32013,
    http: 400,
    meaning: 'The new email address is the one already bound.',
    text: {
      zh_CN: '新邮箱与当前绑定的邮箱相同',
      en_US: 'This is already your email address',
      zh_Hant: '新郵箱與當前綁定的郵箱相同',
    },
  },
  PHONE_UNCHANGED: {
    code: 32014,
    http: 400,
    meaning: 'The new phone number is the one already bound.',
    text: {
      zh_CN: '新手机号与当前绑定的手机号相同',
      en_US: 'This is already your phone number',
      zh_Hant: '新手機號與當前綁定的手機號相同',
    },
  },
});
