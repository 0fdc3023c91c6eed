import type { MessageTable } from './message-table';

/** Validation texts of the MAM back office's trading figures (the dashboard's period). */
export const mamTradingValidationMessages = {
  'validation.period.days': {
    zh_CN: '统计周期只能是 7、30 或 90 天',
    en_US: 'The period can be 7, 30 or 90 days',
    zh_Hant: '統計週期只能是 7、30 或 90 天',
  },
  'validation.period.daysOrDates': {
    zh_CN: '请选择天数或日期范围，不能同时选择',
    en_US: 'Choose a number of days or a date range, not both',
    zh_Hant: '請選擇天數或日期範圍，不能同時選擇',
  },
  'validation.period.bothDates': {
    zh_CN: '请同时选择开始日期和结束日期',
    en_US: 'Choose both a start date and an end date',
    zh_Hant: '請同時選擇開始日期和結束日期',
  },
  'validation.period.tooLong': {
    zh_CN: '日期范围不能超过 366 天',
    en_US: 'The date range can be at most 366 days',
    zh_Hant: '日期範圍不能超過 366 天',
  },
} as const satisfies MessageTable;
