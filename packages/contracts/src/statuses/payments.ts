import { defineStatuses } from './define';

/** Subscription fees, payments, uploads and coupons (28xxx). */
export const paymentsStatuses = defineStatuses({
  FEE_CHOICE_REQUIRED: {
    code: 28001,
    http: 400,
    meaning: 'A paid fee model needs a subscription fee or performance tiers.',
    text: {
      zh_CN: '请选择订阅费和业绩费中的一项',
      en_US: 'Please select one of subscription fee and performance fee',
      zh_Hant: '請選擇訂閱費和業績費中的一項',
    },
  },
  PAYMENT_INFO_MISSING: {
    code: 28002,
    http: 409,
    meaning: 'The trader has no payment information, so a fee cannot be paid to him.',
    text: {
      zh_CN: '该交易员未绑定收款信息，无法订阅',
      en_US: 'The trader is not bound with payment information and cannot be subscribed',
      zh_Hant: '該交易員未綁定收款資訊，無法訂閱',
    },
  },
  FEE_OWED: {
    code: 28003,
    http: 409,
    meaning: 'The user owes a performance fee: new subscriptions are refused until it is paid.',
    text: {
      zh_CN: '您有未支付的业绩费，请先充值',
      en_US: 'unpaid performance fee',
      zh_Hant: '您有未支付的業績費，請先充值',
    },
  },
  PAYMENT_STATE: {
    code: 28004,
    http: 409,
    meaning: 'The payment is not in a state that allows this step.',
    text: {
      zh_CN: '该支付记录当前状态不能进行此操作',
      en_US: 'This payment cannot do that in its current state',
      zh_Hant: '該支付記錄當前狀態不能進行此操作',
    },
  },
  UPLOAD_NOT_IMAGE: {
    code: 28005,
    http: 400,
    meaning: 'The file is not a PNG, JPEG, GIF or WebP image (checked by its content).',
    text: {
      zh_CN: '只能上传 PNG、JPG、GIF 或 WebP 图片',
      en_US: 'Only PNG, JPG, GIF or WebP images can be uploaded',
      zh_Hant: '只能上傳 PNG、JPG、GIF 或 WebP 圖片',
    },
  },
  UPLOAD_TOO_LARGE: {
    code: 28006,
    http: 413,
    meaning: 'The image is larger than 2 MB.',
    text: {
      zh_CN: '其他图片不能超过2MB',
      en_US: 'other image cannot exceed 2MB',
      zh_Hant: '其他圖片不能超過2MB',
    },
  },
  TOO_MANY_FILES: {
    code: 28007,
    http: 400,
    meaning: 'More than 3 evidence files.',
    text: {
      zh_CN: '最多只能选择3个文件',
      en_US: 'Limit upload selection to 3 files',
      zh_Hant: '最多只能選擇3個檔案',
    },
  },
  COUPON_INVALID: {
    code: 28008,
    http: 400,
    meaning: 'No such coupon for this trade account, or it expired, is used up or disabled.',
    text: {
      zh_CN: '优惠码无效或已过期',
      en_US: 'This coupon code is invalid or has expired',
      zh_Hant: '優惠碼無效或已過期',
    },
  },
  PAID_FEE_CLOSED: {
    code: 28009,
    http: 403,
    meaning: 'The site does not offer this fee model (subscription price or settlement switched off).',
    text: {
      zh_CN: '本站暂未开放该收费方式',
      en_US: 'This site does not offer this fee model',
      zh_Hant: '本站暫未開放該收費方式',
    },
  },
  WALLET_CLOSED: {
    code: 28010,
    http: 403,
    meaning: 'The site has no wallet (openWallet is off).',
    text: {
      zh_CN: '本站暂未开放钱包',
      en_US: 'The wallet is not available on this site',
      zh_Hant: '本站暫未開放錢包',
    },
  },
  NOT_YOUR_PAYMENT: {
    code: 28011,
    http: 403,
    meaning: 'Only the trader who is paid can confirm or refuse a payment.',
    text: {
      zh_CN: '只有收款的交易员可以确认或拒绝该支付',
      en_US: 'Only the trader being paid can confirm or refuse this payment',
      zh_Hant: '只有收款的交易員可以確認或拒絕該支付',
    },
  },
  COUPON_CODE_TAKEN: {
    code: 28012,
    http: 409,
    meaning: 'A coupon with this code exists on the site.',
    text: {
      zh_CN: '该优惠码已存在，请换一个',
      en_US: 'This coupon code is already in use, please choose another',
      zh_Hant: '該優惠碼已存在，請換一個',
    },
  },
  UPLOAD_QUOTA_EXCEEDED: {
    code: 28013,
    http: 429,
    meaning: "The user's uploads of the day (UTC) reached the quota: {files} images or {megabytes} MB.",
    text: {
      zh_CN: '今日上传已达上限（每天{files}张图片或{megabytes}MB），请明天再试',
      en_US:
        "Today's upload limit is reached ({files} images or {megabytes} MB a day), please try again tomorrow",
      zh_Hant: '今日上傳已達上限（每天{files}張圖片或{megabytes}MB），請明天再試',
    },
  },
  UPLOADS_IN_FLIGHT: {
    code: 28014,
    http: 429,
    meaning: 'The user already has {max} uploads in progress; one more is refused, not queued.',
    text: {
      zh_CN: '同时上传的文件过多，请等待当前上传完成',
      en_US: 'Too many uploads at once, please wait for the current ones to finish',
      zh_Hant: '同時上傳的檔案過多，請等待當前上傳完成',
    },
  },
});
