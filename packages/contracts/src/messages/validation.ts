import type { MessageTable } from './message-table';

/**
 * Validation texts. Keys are what the zod schemas put in an issue's message; `issues.ts` turns an issue
 * into the reader's language. Chinese is the spec's text where the spec gives one.
 */
export const validationMessages = {
  'validation.required': { zh_CN: '此项为必填项', en_US: 'This field is required', zh_Hant: '此項為必填項' },
  'validation.invalid': { zh_CN: '格式不正确', en_US: 'Invalid value', zh_Hant: '格式不正確' },
  'validation.unknownField': {
    zh_CN: '不支持的字段：{keys}',
    en_US: 'Unknown field: {keys}',
    zh_Hant: '不支持的字段：{keys}',
  },
  'validation.tooLong': {
    zh_CN: '长度不能超过{maximum}个字符',
    en_US: 'At most {maximum} characters',
    zh_Hant: '長度不能超過{maximum}個字符',
  },
  'validation.tooShort': {
    zh_CN: '长度不能少于{minimum}个字符',
    en_US: 'At least {minimum} characters',
    zh_Hant: '長度不能少於{minimum}個字符',
  },
  'validation.tooBig': {
    zh_CN: '不能大于{maximum}',
    en_US: 'Must be at most {maximum}',
    zh_Hant: '不能大於{maximum}',
  },
  'validation.tooSmall': {
    zh_CN: '不能小于{minimum}',
    en_US: 'Must be at least {minimum}',
    zh_Hant: '不能小於{minimum}',
  },
  'validation.email.required': {
    zh_CN: '请输入邮箱',
    en_US: 'Please enter your email',
    zh_Hant: '請輸入郵箱',
  },
  'validation.email.invalid': {
    zh_CN: '请输入正确的邮箱',
    en_US: 'Please enter a valid email address',
    zh_Hant: '請輸入正確的郵箱',
  },
  'validation.phone.required': {
    zh_CN: '请输入手机号',
    en_US: 'Please enter your phone number',
    zh_Hant: '請輸入手機號',
  },
  'validation.phone.invalid': {
    zh_CN: '请输入正确的手机号',
    en_US: 'Please enter a valid phone number',
    zh_Hant: '請輸入正確的手機號',
  },
  'validation.password.required': {
    zh_CN: '请输入密码',
    en_US: 'Please enter your password',
    zh_Hant: '請輸入密碼',
  },
  'validation.password.rule': {
    zh_CN: '密码须为6-20位，且包含大写字母、小写字母和数字',
    en_US:
      'Must contain a combination of uppercase and lowercase letters and numbers and must be between 6-20 in length',
    zh_Hant: '密碼須為6-20位，且包含大寫字母、小寫字母和數字',
  },
  'validation.password.mismatch': {
    zh_CN: '两次输入的密码不一致',
    en_US: 'The two passwords do not match',
    zh_Hant: '兩次輸入的密碼不一致',
  },
  'validation.code.required': {
    zh_CN: '请输入验证码',
    en_US: 'Please enter the verification code',
    zh_Hant: '請輸入驗證碼',
  },
  'validation.code.invalid': {
    zh_CN: '验证码为6位数字',
    en_US: 'The code is 6 digits',
    zh_Hant: '驗證碼為6位數字',
  },
  'validation.username.required': {
    zh_CN: '请输入手机号或邮箱',
    en_US: 'Please enter your phone number or email',
    zh_Hant: '請輸入手機號或郵箱',
  },
  'validation.username.invalid': {
    zh_CN: '请输入正确的手机号或邮箱',
    en_US: 'Please enter a valid phone number or email',
    zh_Hant: '請輸入正確的手機號或郵箱',
  },
  'validation.text.tooLong': {
    zh_CN: '长度不能超过{maximum}个字符（中文算2个字符）',
    en_US: 'At most {maximum} characters (a Chinese character counts as 2)',
    zh_Hant: '長度不能超過{maximum}個字符（中文算2個字符）',
  },
  'validation.text.badCharacter': {
    zh_CN: '包含不允许的字符',
    en_US: 'Contains a character that is not allowed',
    zh_Hant: '包含不允許的字符',
  },
  'validation.platform.required': {
    zh_CN: '请选择合作平台',
    en_US: 'Please select a broker',
    zh_Hant: '請選擇合作平台',
  },
  'validation.server.required': {
    zh_CN: '请选择服务器',
    en_US: 'Please select a server',
    zh_Hant: '請選擇伺服器',
  },
  'validation.metaApi.token': {
    zh_CN: '请粘贴完整的MetaApi令牌',
    en_US: 'Please paste the whole MetaApi token',
    zh_Hant: '請貼上完整的MetaApi令牌',
  },
  'validation.metaApi.region': {
    zh_CN: '区域名称只能包含小写字母、数字和连字符',
    en_US: 'A region name has lower-case letters, digits and hyphens only',
    zh_Hant: '區域名稱只能包含小寫字母、數字和連字號',
  },
  'validation.serverName.invalid': {
    zh_CN: '请输入MT4登录窗口中显示的服务器名称',
    en_US: 'Enter the server name as the MT4 login window shows it',
    zh_Hant: '請輸入MT4登入視窗中顯示的伺服器名稱',
  },
  'validation.serverName.unknown': {
    zh_CN: 'MetaApi找不到该服务器，请核对名称',
    en_US: 'MetaApi does not know this server; please check the name',
    zh_Hant: 'MetaApi找不到該伺服器，請核對名稱',
  },
  'validation.bridgeKey.required': {
    zh_CN: '请先生成EA密钥',
    en_US: 'Please create an EA key first',
    zh_Hant: '請先生成EA密鑰',
  },
  'validation.mt4.required': {
    zh_CN: '请输入MT4账号',
    en_US: 'Please enter the MT4 account',
    zh_Hant: '請輸入MT4帳號',
  },
  'validation.mt4.digits': {
    zh_CN: '请输入只能为数字的MT4账号',
    en_US: 'The MT4 account can only contain digits',
    zh_Hant: '請輸入只能為數字的MT4帳號',
  },
  'validation.mt4.invalid': {
    zh_CN: '请输入正确的MT4账号',
    en_US: 'Please enter the correct MT 4 account',
    zh_Hant: '請輸入正確的MT4帳號',
  },
  'validation.tradePwd.required': {
    zh_CN: '请输入交易密码',
    en_US: 'Please enter the trading password',
    zh_Hant: '請輸入交易密碼',
  },
  'validation.agreement.required': {
    zh_CN: '请勾选用户须知',
    en_US: 'Please tick to accept the user notice',
    zh_Hant: '請勾選用戶須知',
  },
  'validation.readConfirm.required': {
    zh_CN: '请勾选我已阅读',
    en_US: 'Please tick I have read',
    zh_Hant: '請勾選我已閱讀',
  },
  'validation.followAccount.required': {
    zh_CN: '跟单账户不能为空',
    en_US: 'Follow account cannot be empty',
    zh_Hant: '跟單帳戶不能為空',
  },
  'validation.feeModel.required': {
    zh_CN: '请在订阅费和业绩费中选择一项',
    en_US: 'Please select one of subscription fee and performance fee',
    zh_Hant: '請在訂閱費和業績費中選擇一項',
  },
  'validation.positiveInteger.invalid': {
    zh_CN: '请输入正整数',
    en_US: 'Please enter a positive integer',
    zh_Hant: '請輸入正整數',
  },
  'validation.lot.step': {
    zh_CN: '只能为0.01的倍数',
    en_US: 'Can only be a multiple of 0.01',
    zh_Hant: '只能為0.01的倍數',
  },
  'validation.amount.invalid': {
    zh_CN: '请输入正确的金额，最多两位小数',
    en_US: 'Please enter a valid amount with at most 2 decimal places',
    zh_Hant: '請輸入正確的金額，最多兩位小數',
  },
  'validation.amount.positive': {
    zh_CN: '金额必须大于0',
    en_US: 'The amount must be greater than 0',
    zh_Hant: '金額必須大於0',
  },
  'validation.amount.exceedsBalance': {
    zh_CN: '钱包可用余额不足',
    en_US: 'Insufficient available balance in wallet',
    zh_Hant: '錢包可用餘額不足',
  },
  'validation.amount.tooBig': {
    zh_CN: '金额不能超过1000000',
    en_US: 'The amount cannot exceed 1000000',
    zh_Hant: '金額不能超過1000000',
  },
  'validation.txHash.required': {
    zh_CN: '请输入交易哈希',
    en_US: 'Please enter the transaction hash',
    zh_Hant: '請輸入交易哈希',
  },
  'validation.txHash.invalid': {
    zh_CN: '请输入正确的TRC20交易哈希（64位十六进制）',
    en_US: 'Please enter a valid TRC20 transaction hash (64 hexadecimal characters)',
    zh_Hant: '請輸入正確的TRC20交易哈希（64位十六進制）',
  },
  'validation.settlement.weekStart': {
    zh_CN: '请选择一个星期一（年-月-日）',
    en_US: 'Choose a Monday (YYYY-MM-DD)',
    zh_Hant: '請選擇一個星期一（年-月-日）',
  },
  'validation.settlement.weekNotEnded': {
    zh_CN: '该周尚未结束，结束后才能结算',
    en_US: 'This week has not ended yet; it can be settled once it has',
    zh_Hant: '該週尚未結束，結束後才能結算',
  },
  'validation.settlement.role': {
    zh_CN: '角色只能是跟单者或交易员',
    en_US: 'The role is follower or trader',
    zh_Hant: '角色只能是跟單者或交易員',
  },
  'validation.rebateLevel.nameRequired': {
    zh_CN: '请输入返佣等级名称',
    en_US: 'Please enter the level name',
    zh_Hant: '請輸入返佣等級名稱',
  },
  'validation.rebateLevel.nameTooLong': {
    zh_CN: '返佣名称在10个字符以内',
    en_US: 'The level name is at most 10 characters',
    zh_Hant: '返佣名稱在10個字符以內',
  },
  'validation.rebateLevel.rate': {
    zh_CN: '返佣比例为0到100的整数',
    en_US: 'The rebate rate is a whole number from 0 to 100',
    zh_Hant: '返佣比例為0到100的整數',
  },
  'validation.rebateLevel.minCustomers': {
    zh_CN: '升级条件为0到100000的整数',
    en_US: 'The customers needed are a whole number from 0 to 100000',
    zh_Hant: '升級條件為0到100000的整數',
  },
  'validation.partner.realName': {
    zh_CN: '请输入2到30个字符的真实姓名',
    en_US: 'Please enter your real name (2 to 30 characters)',
    zh_Hant: '請輸入2到30個字符的真實姓名',
  },
  'validation.partner.contact': {
    zh_CN: '请输入3到60个字符的联系方式',
    en_US: 'Please enter a contact (3 to 60 characters)',
    zh_Hant: '請輸入3到60個字符的聯繫方式',
  },
  'validation.partner.introduction': {
    zh_CN: '简介不能超过500个字符',
    en_US: 'The introduction is at most 500 characters',
    zh_Hant: '簡介不能超過500個字符',
  },
  'validation.partner.reason': {
    zh_CN: '原因不能超过200个字符',
    en_US: 'The reason is at most 200 characters',
    zh_Hant: '原因不能超過200個字符',
  },
  'validation.partner.levelRequired': {
    zh_CN: '通过时请选择返佣等级',
    en_US: 'Please choose a rebate level to approve',
    zh_Hant: '通過時請選擇返佣等級',
  },
  'validation.review.reasonRequired': {
    zh_CN: '驳回时请填写原因',
    en_US: 'Please give a reason for the rejection',
    zh_Hant: '駁回時請填寫原因',
  },
  'validation.positionCount.invalid': {
    zh_CN: '请输入整数',
    en_US: 'Please enter a whole number',
    zh_Hant: '請輸入整數',
  },
  'validation.percentShare.invalid': {
    zh_CN: '请输入1到100的正整数',
    en_US: 'Please enter a positive integer from 1 to 100',
    zh_Hant: '請輸入1到100的正整數',
  },
  'validation.rebateRate.invalid': {
    zh_CN: '请输入0到100的整数',
    en_US: 'Please enter a whole number from 0 to 100',
    zh_Hant: '請輸入0到100的整數',
  },
  'validation.rebateName.required': {
    zh_CN: '请输入返佣名称',
    en_US: 'Please enter the rebate name',
    zh_Hant: '請輸入返佣名稱',
  },
  'validation.rebateName.tooLong': {
    zh_CN: '返佣名称不能超过{maximum}个字符',
    en_US: 'The rebate name cannot exceed {maximum} characters',
    zh_Hant: '返佣名稱不能超過{maximum}個字符',
  },
  'validation.nickname.required': {
    zh_CN: '请输入昵称',
    en_US: 'Please enter a nickname',
    zh_Hant: '請輸入暱稱',
  },
  'validation.nickname.length': {
    zh_CN: '昵称长度为2-16个字符，一个中文算2个字符',
    en_US: 'The nickname must be 2-16 characters long; a Chinese character counts as 2',
    zh_Hant: '暱稱長度為2-16個字符，一個中文算2個字符',
  },
  'validation.comment.required': {
    zh_CN: '请输入评论内容',
    en_US: 'Please enter a comment',
    zh_Hant: '請輸入評論內容',
  },
  'validation.comment.tooLong': {
    zh_CN: '评论不能超过{maximum}个字符',
    en_US: 'Comments cannot exceed {maximum} characters',
    zh_Hant: '評論不能超過{maximum}個字符',
  },
  'validation.strategy.tooLong': {
    zh_CN: '策略说明不能超过{maximum}个字符（中文算2个字符）',
    en_US: 'The strategy text cannot exceed {maximum} characters (a Chinese character counts as 2)',
    zh_Hant: '策略說明不能超過{maximum}個字符（中文算2個字符）',
  },
  'validation.strategy.language': {
    zh_CN: '本站不提供该语言',
    en_US: 'This site does not offer this language',
    zh_Hant: '本站不提供該語言',
  },
  'validation.strategy.originalRequired': {
    zh_CN: '请先填写策略说明原文，再添加翻译',
    en_US: 'Write the strategy text itself before adding translations',
    zh_Hant: '請先填寫策略說明原文，再添加翻譯',
  },
  'validation.social.userOrAccount': {
    zh_CN: '请提供用户ID或交易账户ID其中之一',
    en_US: 'Give either a user id or a trade account id',
    zh_Hant: '請提供用戶ID或交易帳戶ID其中之一',
  },
  'validation.complaint.required': {
    zh_CN: '请输入投诉内容',
    en_US: 'Please enter the complaint',
    zh_Hant: '請輸入投訴內容',
  },
  'validation.upload.avatarTooLarge': {
    zh_CN: '头像图片不能超过10MB',
    en_US: 'avatar image cannot exceed 10MB',
    zh_Hant: '頭像圖片不能超過10MB',
  },
  'validation.upload.imageTooLarge': {
    zh_CN: '其他图片不能超过2MB',
    en_US: 'other image cannot exceed 2MB',
    zh_Hant: '其他圖片不能超過2MB',
  },
  'validation.upload.tooManyFiles': {
    zh_CN: '最多只能选择3个文件上传',
    en_US: 'Limit upload selection to 3 files',
    zh_Hant: '最多只能選擇3個文件上傳',
  },
  'validation.usdtAddress.required': {
    zh_CN: '请输入USDT地址',
    en_US: 'Please enter the USDT address',
    zh_Hant: '請輸入USDT地址',
  },
  'validation.usdtAddress.invalid': {
    zh_CN: '请输入正确的TRC20 USDT地址',
    en_US: 'Please enter a valid TRC20 USDT address',
    zh_Hant: '請輸入正確的TRC20 USDT地址',
  },
  'validation.name.required': { zh_CN: '请输入姓名', en_US: 'Please enter your name', zh_Hant: '請輸入姓名' },
  'validation.name.chineseOnly': {
    zh_CN: '姓名只能为中文',
    en_US: 'The name can only contain Chinese characters',
    zh_Hant: '姓名只能為中文',
  },
  'validation.gender.required': {
    zh_CN: '请选择性别',
    en_US: 'Please select your gender',
    zh_Hant: '請選擇性別',
  },
  'validation.birthday.required': {
    zh_CN: '请选择出生日期',
    en_US: 'Please select your date of birth',
    zh_Hant: '請選擇出生日期',
  },
  'validation.birthday.invalid': {
    zh_CN: '请输入正确的日期',
    en_US: 'Please enter a valid date',
    zh_Hant: '請輸入正確的日期',
  },
  'validation.country.required': {
    zh_CN: '请选择国家',
    en_US: 'Please select your country',
    zh_Hant: '請選擇國家',
  },
  'validation.region.required': {
    zh_CN: '请选择地区',
    en_US: 'Please select your region',
    zh_Hant: '請選擇地區',
  },
  'validation.idNumber.required': {
    zh_CN: '请输入证件号码',
    en_US: 'Please enter your ID number',
    zh_Hant: '請輸入證件號碼',
  },
  'validation.bankCard.required': {
    zh_CN: '请输入银行卡号',
    en_US: 'Please enter your bank card number',
    zh_Hant: '請輸入銀行卡號',
  },
  'validation.voucher.required': {
    zh_CN: '请上传支付凭证',
    en_US: 'Please upload the payment voucher',
    zh_Hant: '請上傳支付憑證',
  },
  'validation.paymentCode.required': {
    zh_CN: '请上传收款码',
    en_US: 'Please upload your payment code',
    zh_Hant: '請上傳收款碼',
  },
  'validation.day.invalid': {
    zh_CN: '请输入有效日期（年-月-日）',
    en_US: 'Enter a valid date (YYYY-MM-DD)',
    zh_Hant: '請輸入有效日期（年-月-日）',
  },
  'validation.day.endBeforeStart': {
    zh_CN: '结束日期不能早于开始日期',
    en_US: 'The end date cannot be before the start date',
    zh_Hant: '結束日期不能早於開始日期',
  },
  'validation.fee.choose': {
    zh_CN: '请选择收费方式',
    en_US: 'Choose how the account is charged',
    zh_Hant: '請選擇收費方式',
  },
  'validation.fee.profitOption': {
    zh_CN: '盈利门槛只能是 50、100、500、1000 或 2000',
    en_US: 'The profit threshold must be 50, 100, 500, 1000 or 2000',
    zh_Hant: '盈利門檻只能是 50、100、500、1000 或 2000',
  },
  'validation.fee.share': {
    zh_CN: '请输入1-100的正整数',
    en_US: 'Please enter a positive integer from 1 to 100',
    zh_Hant: '請輸入1-100的正整數',
  },
  'validation.fee.days': {
    zh_CN: '有效天数为1-365的整数',
    en_US: 'Validity is a whole number of days from 1 to 365',
    zh_Hant: '有效天數為1-365的整數',
  },
  'validation.fee.priceTooBig': {
    zh_CN: '订阅费不能超过100000',
    en_US: 'The subscription fee cannot exceed 100,000',
    zh_Hant: '訂閱費不能超過100000',
  },
  'validation.fee.priceRequired': {
    zh_CN: '请输入订阅费',
    en_US: 'Please enter the subscription fee',
    zh_Hant: '請輸入訂閱費',
  },
  'validation.fee.priceBelowSite': {
    zh_CN: '订阅费不能低于本站最低价 {minimum}',
    en_US: 'The subscription fee cannot be below the site minimum of {minimum}',
    zh_Hant: '訂閱費不能低於本站最低價 {minimum}',
  },
  'validation.fee.tiersRequired': {
    zh_CN: '请至少设置一档业绩费',
    en_US: 'Add at least one performance fee tier',
    zh_Hant: '請至少設定一檔業績費',
  },
  'validation.fee.duplicateTier': {
    zh_CN: '每个盈利门槛只能设置一次',
    en_US: 'Each profit threshold can be used once',
    zh_Hant: '每個盈利門檻只能設定一次',
  },
  'validation.fee.tooManyTiers': {
    zh_CN: '最多设置5档',
    en_US: 'At most 5 tiers',
    zh_Hant: '最多設定5檔',
  },
  'validation.contact.nameRequired': {
    zh_CN: '请输入您的称呼',
    en_US: 'Please enter your name',
    zh_Hant: '請輸入您的稱呼',
  },
  'validation.contact.nameTooLong': {
    zh_CN: '称呼不能超过30个字',
    en_US: 'Your name can be at most 30 characters',
    zh_Hant: '稱呼不能超過30個字',
  },
  'validation.contact.contactRequired': {
    zh_CN: '请输入联系方式',
    en_US: 'Please enter how we can reach you',
    zh_Hant: '請輸入聯繫方式',
  },
  'validation.contact.contactTooShort': {
    zh_CN: '联系方式至少3个字符',
    en_US: 'The contact needs at least 3 characters',
    zh_Hant: '聯繫方式至少3個字元',
  },
  'validation.contact.contactTooLong': {
    zh_CN: '联系方式不能超过60个字',
    en_US: 'The contact can be at most 60 characters',
    zh_Hant: '聯繫方式不能超過60個字',
  },
  'validation.contact.contentRequired': {
    zh_CN: '请输入留言内容',
    en_US: 'Please enter your message',
    zh_Hant: '請輸入留言內容',
  },
  'validation.contact.contentTooShort': {
    zh_CN: '留言内容至少5个字',
    en_US: 'The message needs at least 5 characters',
    zh_Hant: '留言內容至少5個字',
  },
  'validation.contact.contentTooLong': {
    zh_CN: '留言内容不能超过1000个字',
    en_US: 'The message can be at most 1000 characters',
    zh_Hant: '留言內容不能超過1000個字',
  },
  'validation.contact.answerRequired': {
    zh_CN: '请输入回复内容',
    en_US: 'Please enter the answer',
    zh_Hant: '請輸入回覆內容',
  },
  'validation.contact.answerTooLong': {
    zh_CN: '回复不能超过1000个字',
    en_US: 'The answer can be at most 1000 characters',
    zh_Hant: '回覆不能超過1000個字',
  },
  // Real-name verification and payment information (issue 7, verification.ts).
  'validation.name.chineseLength': {
    zh_CN: '姓名为2-20个中文字符',
    en_US: 'The name must be 2-20 Chinese characters',
    zh_Hant: '姓名為2-20個中文字符',
  },
  'validation.name.letters': {
    zh_CN: "姓名为2-60个字母，可包含空格及 . - '",
    en_US: "The name must be 2-60 letters; spaces and . - ' are allowed",
    zh_Hant: "姓名為2-60個字母，可包含空格及 . - '",
  },
  'validation.idType.required': {
    zh_CN: '请选择证件类型',
    en_US: 'Please choose the document type',
    zh_Hant: '請選擇證件類型',
  },
  'validation.idNumber.identityCard': {
    zh_CN: '请输入正确的18位居民身份证号码',
    en_US: 'Please enter a valid 18-character resident identity card number',
    zh_Hant: '請輸入正確的18位居民身份證號碼',
  },
  'validation.idNumber.document': {
    zh_CN: '证件号码为5-20位字母或数字',
    en_US: 'The document number must be 5-20 letters or digits',
    zh_Hant: '證件號碼為5-20位字母或數字',
  },
  'validation.identity.frontRequired': {
    zh_CN: '请上传证件正面照片',
    en_US: 'Please upload a photo of the front of the document',
    zh_Hant: '請上傳證件正面照片',
  },
  'validation.identity.backRequired': {
    zh_CN: '请上传证件背面照片',
    en_US: 'Please upload a photo of the back of the identity card',
    zh_Hant: '請上傳證件背面照片',
  },
  'validation.bankCard.invalid': {
    zh_CN: '请输入正确的银行卡号',
    en_US: 'Please enter a valid bank card number',
    zh_Hant: '請輸入正確的銀行卡號',
  },
  'validation.bankName.required': {
    zh_CN: '请输入开户银行',
    en_US: 'Please enter the bank',
    zh_Hant: '請輸入開戶銀行',
  },
  'validation.accountName.required': {
    zh_CN: '请输入收款人姓名',
    en_US: "Please enter the account holder's name",
    zh_Hant: '請輸入收款人姓名',
  },
  'validation.usdtCnyRate.invalid': {
    zh_CN: '请输入正确的汇率，如 7.20（最多 4 位小数）',
    en_US: 'Please enter a valid rate, such as 7.20 (at most 4 decimals)',
    zh_Hant: '請輸入正確的匯率，如 7.20（最多 4 位小數）',
  },
  'validation.usdtCnyRate.range': {
    zh_CN: '汇率须大于 0 且不超过 1000',
    en_US: 'The rate must be above 0 and at most 1000',
    zh_Hant: '匯率須大於 0 且不超過 1000',
  },
  'validation.market.unknownServer': {
    zh_CN: '没有这个交易服务器的行情',
    en_US: 'There are no quotes for this trade server',
    zh_Hant: '沒有這個交易伺服器的行情',
  },
  'validation.market.unknownSymbol': {
    zh_CN: '这个交易服务器没有该品种',
    en_US: 'This trade server has no such symbol',
    zh_Hant: '這個交易伺服器沒有該品種',
  },
} as const satisfies MessageTable;
