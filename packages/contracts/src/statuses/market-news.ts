import { defineStatuses } from './define';

/** Market news: the economic calendar, the news flash and the daily report (37xxx). */
export const marketNewsStatuses = defineStatuses({
  MARKET_NEWS_FULL: {
    code: 37001,
    http: 409,
    meaning:
      'A site holds at most 5,000 calendar events and 20,000 news flash items (market-news.ts MARKET_NEWS_LIMITS); delete old ones first.',
    text: {
      zh_CN: '已达到上限（最多 {max} 条），请先删除旧的记录',
      en_US: 'The limit is reached (at most {max}); please delete old entries first',
      zh_Hant: '已達到上限（最多 {max} 筆），請先刪除舊的記錄',
    },
  },
  MARKET_NEWS_IMPORT_INVALID: {
    code: 37002,
    http: 400,
    meaning:
      'An import file with lines that cannot be imported; `content` lists them as field errors (`line N`), nothing was written.',
    text: {
      zh_CN: '文件有 {count} 处错误，未导入任何内容',
      en_US: 'The file has {count} errors; nothing was imported',
      zh_Hant: '檔案有 {count} 處錯誤，未匯入任何內容',
    },
  },
});
