import type { StatusName } from '../status-codes';
import type { Translations } from './message-table';

/** The user-facing text of every status, by status name. */
export const statusMessages = {
  OK: { zh_CN: '操作成功', en_US: 'Success', zh_Hant: '操作成功' },
  SOFT_NOTICE: { zh_CN: '暂无变更', en_US: 'Nothing changed', zh_Hant: '暫無變更' },
  SOFT_SUBSCRIBERS_ONLY: { zh_CN: '订阅后可见', en_US: 'Visible to subscribers only', zh_Hant: '訂閱後可見' },
  SOFT_NO_ACCOUNT: {
    zh_CN: '请先绑定 MT4 账户',
    en_US: 'Please bind an MT4 account first',
    zh_Hant: '請先綁定 MT4 帳戶',
  },

  VALIDATION_FAILED: {
    zh_CN: '提交的信息有误，请检查后重试',
    en_US: 'Some fields are not valid, please check them',
    zh_Hant: '提交的信息有誤，請檢查後重試',
  },
  UNAUTHENTICATED: { zh_CN: '请先登录', en_US: 'Please log in first', zh_Hant: '請先登入' },
  TOKEN_EXPIRED: {
    zh_CN: '登录已过期，请重新登录',
    en_US: 'Your session has expired, please log in again',
    zh_Hant: '登入已過期，請重新登入',
  },
  TOKEN_WRONG_SITE: {
    zh_CN: '登录凭证不属于本站，请重新登录',
    en_US: 'This login belongs to another site, please log in again',
    zh_Hant: '登入憑證不屬於本站，請重新登入',
  },
  FORBIDDEN: { zh_CN: '没有操作权限', en_US: 'You are not allowed to do this', zh_Hant: '沒有操作權限' },
  NOT_FOUND: { zh_CN: '内容不存在', en_US: 'Not found', zh_Hant: '內容不存在' },
  ROUTE_NOT_FOUND: { zh_CN: '接口不存在', en_US: 'No such API', zh_Hant: '接口不存在' },
  CONFLICT: {
    zh_CN: '数据已变更，请刷新后重试',
    en_US: 'The data has changed, please refresh and retry',
    zh_Hant: '數據已變更，請刷新後重試',
  },
  PAYLOAD_TOO_LARGE: { zh_CN: '提交的内容过大', en_US: 'The upload is too large', zh_Hant: '提交的內容過大' },
  BAD_REQUEST: {
    zh_CN: '请求格式有误',
    en_US: 'The request could not be read',
    zh_Hant: '請求格式有誤',
  },
  REQUEST_TIMEOUT: {
    zh_CN: '请求超时，请重试',
    en_US: 'The request took too long, please retry',
    zh_Hant: '請求逾時，請重試',
  },
  URI_TOO_LONG: {
    zh_CN: '请求地址过长',
    en_US: 'The request address is too long',
    zh_Hant: '請求地址過長',
  },
  HEADERS_TOO_LARGE: {
    zh_CN: '请求头过大',
    en_US: 'The request headers are too large',
    zh_Hant: '請求標頭過大',
  },
  RATE_LIMITED: {
    zh_CN: '操作过于频繁，请稍后再试',
    en_US: 'Too many requests, please try again later',
    zh_Hant: '操作過於頻繁，請稍後再試',
  },
  INTERNAL: {
    zh_CN: '系统繁忙，请稍后再试',
    en_US: 'Something went wrong, please try again later',
    zh_Hant: '系統繁忙，請稍後再試',
  },
  UNAVAILABLE: {
    zh_CN: '服务暂不可用，请稍后再试',
    en_US: 'Service unavailable, please try again later',
    zh_Hant: '服務暫不可用，請稍後再試',
  },

  USERNAME_TAKEN: { zh_CN: '用户名已存在', en_US: 'Username already exists', zh_Hant: '用戶名已存在' },
  INVALID_CREDENTIALS: {
    zh_CN: '用户名或密码错误',
    en_US: 'Incorrect username or password',
    zh_Hant: '用戶名或密碼錯誤',
  },
  CODE_INVALID: { zh_CN: '验证码错误', en_US: 'The verification code is incorrect', zh_Hant: '驗證碼錯誤' },
  CODE_EXPIRED: {
    zh_CN: '验证码已过期，请重新获取',
    en_US: 'The verification code has expired, please request a new one',
    zh_Hant: '驗證碼已過期，請重新獲取',
  },
  CODE_ATTEMPTS_EXCEEDED: {
    zh_CN: '验证码错误次数过多，请重新获取',
    en_US: 'Too many wrong attempts, please request a new code',
    zh_Hant: '驗證碼錯誤次數過多，請重新獲取',
  },
  CODE_TOO_FREQUENT: {
    zh_CN: '验证码发送过于频繁，请{seconds}秒后再试',
    en_US: 'Codes requested too often, please retry in {seconds} s',
    zh_Hant: '驗證碼發送過於頻繁，請{seconds}秒後再試',
  },
  USER_NOT_FOUND: {
    zh_CN: '该账号尚未注册',
    en_US: 'This account is not registered',
    zh_Hant: '該帳號尚未註冊',
  },
  LOGIN_LOCKED: {
    zh_CN: '登录失败次数过多，请{minutes}分钟后再试',
    en_US: 'Too many failed logins, please retry in {minutes} min',
    zh_Hant: '登入失敗次數過多，請{minutes}分鐘後再試',
  },
  LOGIN_SLOWED: {
    zh_CN: '该账号近期登录失败次数较多，请{seconds}秒后再试',
    en_US: 'This account had many failed logins, please retry in {seconds} s',
    zh_Hant: '該帳號近期登入失敗次數較多，請{seconds}秒後再試',
  },
  VERIFY_METHOD_NOT_ALLOWED: {
    zh_CN: '本站不支持该注册方式',
    en_US: 'This site does not accept this kind of account',
    zh_Hant: '本站不支持該註冊方式',
  },
  ACCOUNT_DISABLED: {
    zh_CN: '账号已被停用，请联系客服',
    en_US: 'This account is disabled, please contact support',
    zh_Hant: '帳號已被停用，請聯繫客服',
  },
  MAIL_DELIVERY_FAILED: {
    zh_CN: '邮件发送失败，请稍后再试',
    en_US: 'The email could not be sent, please try again later',
    zh_Hant: '郵件發送失敗，請稍後再試',
  },

  SITE_UNAVAILABLE: {
    zh_CN: '站点已停用或已过期',
    en_US: 'This site is disabled or has expired',
    zh_Hant: '站點已停用或已過期',
  },

  MT4_CREDENTIALS_INVALID: {
    zh_CN: 'MT4账号或密码错误，请检查后重试',
    en_US: 'The MT4 account or password is incorrect',
    zh_Hant: 'MT4帳號或密碼錯誤，請檢查後重試',
  },
  MT4_INVESTOR_PASSWORD: {
    zh_CN: '跟单账户需要交易密码，不能使用观摩密码',
    en_US: 'A follow account needs its trading password, not the investor password',
    zh_Hant: '跟單帳戶需要交易密碼，不能使用觀摩密碼',
  },
  MT4_SERVER_UNREACHABLE: {
    zh_CN: '无法连接MT4服务器，请稍后再试',
    en_US: 'The MT4 server cannot be reached, please try again later',
    zh_Hant: '無法連接MT4伺服器，請稍後再試',
  },
  ACCOUNT_ALREADY_BOUND: {
    zh_CN: '该MT4账户已被绑定',
    en_US: 'This MT4 account is already bound',
    zh_Hant: '該MT4帳戶已被綁定',
  },
  TRADER_ONLY: {
    zh_CN: '只有交易员可以绑定交易账户',
    en_US: 'Only traders can bind trade accounts',
    zh_Hant: '只有交易員可以綁定交易帳戶',
  },
  MASTER_LIMIT_REACHED: {
    zh_CN: '当前系统用量已达上限，请联系客服升级',
    en_US: 'The system usage limit has been reached, please contact customer service to upgrade',
    zh_Hant: '當前系統用量已達上限，請聯繫客服升級',
  },
  COPY_LIMIT_REACHED: {
    zh_CN: '当前托管账户已达上限，请联系站长升级',
    en_US: 'The number of hosted accounts has reached the limit, please contact the webmaster to upgrade',
    zh_Hant: '當前託管帳戶已達上限，請聯繫站長升級',
  },
  DEMO_SERVER_ONLY: {
    zh_CN: '模拟账户只能在模拟服务器上开立',
    en_US: 'Demo accounts can only be opened on demo servers',
    zh_Hant: '模擬帳戶只能在模擬伺服器上開立',
  },

  SUBSCRIPTION_EXISTS: {
    zh_CN: '该跟单账户已订阅此交易员',
    en_US: 'This follow account already subscribes to this trader',
    zh_Hant: '該跟單帳戶已訂閱此交易員',
  },
  SELF_SUBSCRIBE: {
    zh_CN: '不能跟随自己的交易账户',
    en_US: 'You cannot copy your own trade account',
    zh_Hant: '不能跟隨自己的交易帳戶',
  },
  ACCOUNT_EXPIRED: {
    zh_CN: '该账户已过期，无法订阅',
    en_US: 'Account has expired and cannot be subscribed',
    zh_Hant: '該帳戶已過期，無法訂閱',
  },
  TRADER_RESTRICTED: {
    zh_CN: '该交易员已被平台限制',
    en_US: 'This trader is restricted by the platform',
    zh_Hant: '該交易員已被平台限制',
  },
  REVERSE_NOT_ALLOWED: {
    zh_CN: '本站不支持反向跟单',
    en_US: 'This site does not allow reverse copying',
    zh_Hant: '本站不支持反向跟單',
  },
  SUBSCRIPTION_ENDED: {
    zh_CN: '该订阅已结束或已取消',
    en_US: 'This subscription has already ended or been cancelled',
    zh_Hant: '該訂閱已結束或已取消',
  },
  NOT_A_FOLLOW_ACCOUNT: {
    zh_CN: '请选择您的跟单账户',
    en_US: 'Please choose one of your follow accounts',
    zh_Hant: '請選擇您的跟單帳戶',
  },

  COMMENT_TOO_FREQUENT: {
    zh_CN: '评论过于频繁，请{seconds}秒后再试',
    en_US: 'You are commenting too often, please retry in {seconds} s',
    zh_Hant: '評論過於頻繁，請{seconds}秒後再試',
  },
  OPTIONAL_LIMIT_REACHED: {
    zh_CN: '自选最多添加{maximum}个交易账户',
    en_US: 'Your optional list can hold at most {maximum} trade accounts',
    zh_Hant: '自選最多添加{maximum}個交易帳戶',
  },
  FAVOURITE_LIMIT_REACHED: {
    zh_CN: '收藏最多{maximum}条',
    en_US: 'You can keep at most {maximum} favourites',
    zh_Hant: '收藏最多{maximum}條',
  },
  SELF_FOLLOW: { zh_CN: '不能关注自己', en_US: 'You cannot follow yourself', zh_Hant: '不能關注自己' },
  STRATEGY_LOCKED: {
    zh_CN: '该账户的策略已被管理员锁定，无法修改',
    en_US: 'The strategy of this account is locked by the administrator and cannot be changed',
    zh_Hant: '該帳戶的策略已被管理員鎖定，無法修改',
  },
  COMMENT_NOT_YOURS: {
    zh_CN: '只能删除自己的评论',
    en_US: 'You can only delete your own comments',
    zh_Hant: '只能刪除自己的評論',
  },
  ADMIN_ONLY: {
    zh_CN: '仅站点管理员可以操作',
    en_US: 'Only the site admin can do this',
    zh_Hant: '僅站點管理員可以操作',
  },
  STAR_ALREADY_PICKED: {
    zh_CN: '该交易账户在这一天已是今日之星',
    en_US: "This trade account is already one of today's stars from that day",
    zh_Hant: '該交易帳戶在這一天已是今日之星',
  },
  INSUFFICIENT_BALANCE: {
    zh_CN: '钱包可用余额不足',
    en_US: 'Insufficient available balance in wallet',
    zh_Hant: '錢包可用餘額不足',
  },
  ALREADY_REVIEWED: {
    zh_CN: '该记录已审核，请刷新后查看',
    en_US: 'This record has already been reviewed, please refresh',
    zh_Hant: '該記錄已審核，請刷新後查看',
  },
  TX_HASH_USED: {
    zh_CN: '该交易哈希已提交过充值',
    en_US: 'This transaction hash has already been declared for a recharge',
    zh_Hant: '該交易哈希已提交過充值',
  },
  FEE_CHOICE_REQUIRED: {
    zh_CN: '请选择订阅费和业绩费中的一项',
    en_US: 'Please select one of subscription fee and performance fee',
    zh_Hant: '請選擇訂閱費和業績費中的一項',
  },
  PAYMENT_INFO_MISSING: {
    zh_CN: '该交易员未绑定收款信息，无法订阅',
    en_US: 'The trader is not bound with payment information and cannot be subscribed',
    zh_Hant: '該交易員未綁定收款資訊，無法訂閱',
  },
  FEE_OWED: {
    zh_CN: '您有未支付的业绩费，请先充值',
    en_US: 'unpaid performance fee',
    zh_Hant: '您有未支付的業績費，請先充值',
  },
  PAYMENT_STATE: {
    zh_CN: '该支付记录当前状态不能进行此操作',
    en_US: 'This payment cannot do that in its current state',
    zh_Hant: '該支付記錄當前狀態不能進行此操作',
  },
  UPLOAD_NOT_IMAGE: {
    zh_CN: '只能上传 PNG、JPG、GIF 或 WebP 图片',
    en_US: 'Only PNG, JPG, GIF or WebP images can be uploaded',
    zh_Hant: '只能上傳 PNG、JPG、GIF 或 WebP 圖片',
  },
  UPLOAD_TOO_LARGE: {
    zh_CN: '其他图片不能超过2MB',
    en_US: 'other image cannot exceed 2MB',
    zh_Hant: '其他圖片不能超過2MB',
  },
  UPLOAD_QUOTA_EXCEEDED: {
    zh_CN: '今日上传已达上限（每天{files}张图片或{megabytes}MB），请明天再试',
    en_US:
      "Today's upload limit is reached ({files} images or {megabytes} MB a day), please try again tomorrow",
    zh_Hant: '今日上傳已達上限（每天{files}張圖片或{megabytes}MB），請明天再試',
  },
  UPLOADS_IN_FLIGHT: {
    zh_CN: '同时上传的文件过多，请等待当前上传完成',
    en_US: 'Too many uploads at once, please wait for the current ones to finish',
    zh_Hant: '同時上傳的檔案過多，請等待當前上傳完成',
  },
  TOO_MANY_FILES: {
    zh_CN: '最多只能选择3个文件',
    en_US: 'Limit upload selection to 3 files',
    zh_Hant: '最多只能選擇3個檔案',
  },
  COUPON_INVALID: {
    zh_CN: '优惠码无效或已过期',
    en_US: 'This coupon code is invalid or has expired',
    zh_Hant: '優惠碼無效或已過期',
  },
  PAID_FEE_CLOSED: {
    zh_CN: '本站暂未开放该收费方式',
    en_US: 'This site does not offer this fee model',
    zh_Hant: '本站暫未開放該收費方式',
  },
  WALLET_CLOSED: {
    zh_CN: '本站暂未开放钱包',
    en_US: 'The wallet is not available on this site',
    zh_Hant: '本站暫未開放錢包',
  },
  NOT_YOUR_PAYMENT: {
    zh_CN: '只有收款的交易员可以确认或拒绝该支付',
    en_US: 'Only the trader being paid can confirm or refuse this payment',
    zh_Hant: '只有收款的交易員可以確認或拒絕該支付',
  },
  COUPON_CODE_TAKEN: {
    zh_CN: '该优惠码已存在，请换一个',
    en_US: 'This coupon code is already in use, please choose another',
    zh_Hant: '該優惠碼已存在，請換一個',
  },
  PARTNER_ALREADY: {
    zh_CN: '您已经是合伙人',
    en_US: 'You are already a partner',
    zh_Hant: '您已經是合夥人',
  },
  PARTNER_PENDING: {
    zh_CN: '您的合伙人申请正在审核中',
    en_US: 'Your partner application is under review',
    zh_Hant: '您的合夥人申請正在審核中',
  },
  LEVEL_IN_USE: {
    zh_CN: '该返佣等级正在使用中，不能删除',
    en_US: 'This rebate level is assigned to partners and cannot be deleted',
    zh_Hant: '該返佣等級正在使用中，不能刪除',
  },
  LEVEL_NAME_TAKEN: {
    zh_CN: '返佣等级名称已存在',
    en_US: 'A rebate level with this name already exists',
    zh_Hant: '返佣等級名稱已存在',
  },
  NOT_A_PARTNER: {
    zh_CN: '您还不是合伙人',
    en_US: 'You are not a partner yet',
    zh_Hant: '您還不是合夥人',
  },
  CONTACT_TOO_FREQUENT: {
    zh_CN: '留言过于频繁，请{seconds}秒后再试',
    en_US: 'Too many messages; please try again in {seconds} s',
    zh_Hant: '留言過於頻繁，請{seconds}秒後再試',
  },
  PUBLIC_MESSAGE_WITHDRAWN: {
    zh_CN: '该公告已撤回',
    en_US: 'This public message was already withdrawn',
    zh_Hant: '該公告已撤回',
  },
  IDENTITY_PENDING: {
    zh_CN: '您的实名认证正在审核中，审核完成前不能修改',
    en_US: 'Your real-name verification is under review and cannot be changed until it is decided',
    zh_Hant: '您的實名認證正在審核中，審核完成前不能修改',
  },
  IDENTITY_PASSED: {
    zh_CN: '您的实名认证已通过，不能再修改',
    en_US: 'Your real-name verification has passed and can no longer be changed',
    zh_Hant: '您的實名認證已通過，不能再修改',
  },
  ID_NUMBER_TAKEN: {
    zh_CN: '该证件号码已被其他账号认证',
    en_US: 'This ID number is already verified by another account',
    zh_Hant: '該證件號碼已被其他帳號認證',
  },
  VERIFICATION_REQUIRED: {
    zh_CN: '设置收费前请先完成实名认证',
    en_US: 'Please complete real-name verification before charging a fee',
    zh_Hant: '設定收費前請先完成實名認證',
  },
  PAYMENT_INFO_REQUIRED: {
    zh_CN: '设置订阅费前请先绑定收款信息并通过审核',
    en_US: 'Please bind payment information and have it approved before charging a subscription fee',
    zh_Hant: '設定訂閱費前請先綁定收款資訊並通過審核',
  },
  NICKNAME_TOO_SHORT: {
    zh_CN: '昵称至少2个字',
    en_US: 'The nickname needs at least 2 characters',
    zh_Hant: '暱稱至少2個字',
  },
  NICKNAME_INVALID_CHARS: {
    zh_CN: '昵称不能包含控制字符或不可见字符',
    en_US: 'The nickname cannot contain control or invisible characters',
    zh_Hant: '暱稱不能包含控制字元或不可見字元',
  },
  BIRTHDAY_OUT_OF_RANGE: {
    zh_CN: '出生日期不能晚于今天，且年龄须在18至120岁之间',
    en_US: 'The date of birth cannot be in the future, and you must be 18 to 120 years old',
    zh_Hant: '出生日期不能晚於今天，且年齡須在18至120歲之間',
  },
  AVATAR_LOCKED: {
    zh_CN: '头像已被管理员锁定，暂时无法修改',
    en_US: 'Your avatar has been locked by the site admin and cannot be changed',
    zh_Hant: '頭像已被管理員鎖定，暫時無法修改',
  },
  AVATAR_TOO_LARGE: {
    zh_CN: '头像图片不能超过10MB',
    en_US: 'avatar image cannot exceed 10MB',
    zh_Hant: '頭像圖片不能超過10MB',
  },
  AVATAR_NOT_IMAGE: {
    zh_CN: '头像只支持 PNG、JPEG、WebP 或 GIF 图片',
    en_US: 'The avatar must be a PNG, JPEG, WebP or GIF image',
    zh_Hant: '頭像只支援 PNG、JPEG、WebP 或 GIF 圖片',
  },
  AVATAR_UNREADABLE: {
    zh_CN: '图片已损坏，无法读取，请换一张',
    en_US: 'The image is damaged and cannot be read; please choose another one',
    zh_Hant: '圖片已損壞，無法讀取，請換一張',
  },
  OLD_PASSWORD_WRONG: {
    zh_CN: '当前密码不正确',
    en_US: 'The current password is not correct',
    zh_Hant: '當前密碼不正確',
  },
  PASSWORD_UNCHANGED: {
    zh_CN: '新密码不能与当前密码相同',
    en_US: 'The new password must differ from the current one',
    zh_Hant: '新密碼不能與當前密碼相同',
  },
  PASSWORD_CHECK_LOCKED: {
    zh_CN: '密码错误次数过多，请{minutes}分钟后再试',
    en_US: 'Too many wrong passwords; please try again in {minutes} min',
    zh_Hant: '密碼錯誤次數過多，請{minutes}分鐘後再試',
  },
  EMAIL_TAKEN: {
    zh_CN: '该邮箱已被本站其他账户使用',
    en_US: 'This email address is already used by another account on this site',
    zh_Hant: '該郵箱已被本站其他帳戶使用',
  },
  PHONE_TAKEN: {
    zh_CN: '该手机号已被本站其他账户使用',
    en_US: 'This phone number is already used by another account on this site',
    zh_Hant: '該手機號已被本站其他帳戶使用',
  },
  EMAIL_UNCHANGED: {
    zh_CN: '新邮箱与当前绑定的邮箱相同',
    en_US: 'This is already your email address',
    zh_Hant: '新郵箱與當前綁定的郵箱相同',
  },
  PHONE_UNCHANGED: {
    zh_CN: '新手机号与当前绑定的手机号相同',
    en_US: 'This is already your phone number',
    zh_Hant: '新手機號與當前綁定的手機號相同',
  },
} as const satisfies Record<StatusName, Translations>;
