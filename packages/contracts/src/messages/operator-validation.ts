import type { MessageTable } from './message-table';

/**
 * Validation texts of the platform operator's console (issue 15): sign-in with a one-time code, and the
 * fields of a site the platform sets (validity, limits, version). The domain and the languages use the
 * site settings' rules and texts (site-settings.ts).
 */
export const operatorValidationMessages = {
  'validation.totp.required': {
    zh_CN: '请输入 6 位动态验证码',
    en_US: 'Please enter the 6-digit one-time code',
    zh_Hant: '請輸入 6 位動態驗證碼',
  },
  'validation.totp.invalid': {
    zh_CN: '动态验证码为 6 位数字',
    en_US: 'The one-time code is 6 digits',
    zh_Hant: '動態驗證碼為 6 位數字',
  },
  'validation.operatorPassword.required': {
    zh_CN: '请输入密码',
    en_US: 'Please enter your password',
    zh_Hant: '請輸入密碼',
  },
  'validation.siteType.invalid': {
    zh_CN: '请选择站点类型',
    en_US: 'Please choose a site type',
    zh_Hant: '請選擇站點類型',
  },
  'validation.templateType.invalid': {
    zh_CN: '请选择模板（1-4）',
    en_US: 'Please choose a template (1-4)',
    zh_Hant: '請選擇模板（1-4）',
  },
  'validation.version.invalid': {
    zh_CN: '请选择版本',
    en_US: 'Please choose a version',
    zh_Hant: '請選擇版本',
  },
  'validation.validity.required': {
    zh_CN: '请选择有效期',
    en_US: 'Please choose the validity period',
    zh_Hant: '請選擇有效期',
  },
  'validation.validity.range': {
    zh_CN: '请选择 2000 年至 2200 年之间的日期',
    en_US: 'Please choose a date between 2000 and 2200',
    zh_Hant: '請選擇 2000 年至 2200 年之間的日期',
  },
  'validation.validity.order': {
    zh_CN: '到期时间须晚于开始时间',
    en_US: 'The end must be after the start',
    zh_Hant: '到期時間須晚於開始時間',
  },
  'validation.limit.invalid': {
    zh_CN: '请输入 -1（不限制）到 1000000 之间的整数',
    en_US: 'Please enter a whole number from -1 (unlimited) to 1000000',
    zh_Hant: '請輸入 -1（不限制）到 1000000 之間的整數',
  },
  'validation.brandName.required': {
    zh_CN: '请输入品牌名称',
    en_US: 'Please enter the brand name',
    zh_Hant: '請輸入品牌名稱',
  },
  'validation.suspendReason.required': {
    zh_CN: '请填写停用原因（将展示给站点访客）',
    en_US: "Please give the reason (the site's visitors will read it)",
    zh_Hant: '請填寫停用原因（將展示給站點訪客）',
  },
} as const satisfies MessageTable;
