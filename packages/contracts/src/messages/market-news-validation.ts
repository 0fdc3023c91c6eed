import type { MessageTable } from './message-table';

/**
 * Texts of the market news area (market-news.ts): field checks of the admin's forms, and the reasons an
 * import file's line is refused (`marketNews.import.*`, with `{line}` and the column or value).
 */
export const marketNewsValidationMessages = {
  'validation.marketNews.time': {
    zh_CN: '请输入 2000 年到 2100 年之间的时间',
    en_US: 'Please enter a time between 2000 and 2100',
    zh_Hant: '請輸入 2000 年到 2100 年之間的時間',
  },
  'validation.marketNews.country': {
    zh_CN: '不支持的国家或地区',
    en_US: 'Unknown country or area',
    zh_Hant: '不支援的國家或地區',
  },
  'validation.marketNews.currency': {
    zh_CN: '货币为 3 个大写字母，如 USD',
    en_US: 'A currency is 3 capital letters, such as USD',
    zh_Hant: '貨幣為 3 個大寫字母，如 USD',
  },
  'validation.marketNews.importance': {
    zh_CN: '重要性为 1（低）、2（中）或 3（高）',
    en_US: 'Importance is 1 (low), 2 (medium) or 3 (high)',
    zh_Hant: '重要性為 1（低）、2（中）或 3（高）',
  },
  'validation.marketNews.figure': {
    zh_CN: '数值最多 20 个字符，如 3.2%、-0.1%、215K',
    en_US: 'A value has at most 20 characters, such as 3.2%, -0.1%, 215K',
    zh_Hant: '數值最多 20 個字元，如 3.2%、-0.1%、215K',
  },
  'validation.marketNews.titleRequired': {
    zh_CN: '请输入中文或英文标题',
    en_US: 'Please enter a Chinese or English title',
    zh_Hant: '請輸入中文或英文標題',
  },
  'validation.marketNews.textRequired': {
    zh_CN: '请输入中文或英文内容',
    en_US: 'Please enter a Chinese or English text',
    zh_Hant: '請輸入中文或英文內容',
  },
  'validation.marketNews.range': {
    zh_CN: '时间范围最多 31 天',
    en_US: 'A range can span at most 31 days',
    zh_Hant: '時間範圍最多 31 天',
  },
  'validation.marketNews.cursor': {
    zh_CN: 'beforeTime 与 beforeId 需同时提供',
    en_US: 'beforeTime and beforeId go together',
    zh_Hant: 'beforeTime 與 beforeId 需同時提供',
  },
  'validation.marketNews.emptyFile': {
    zh_CN: '文件是空的',
    en_US: 'The file is empty',
    zh_Hant: '檔案是空的',
  },
  'validation.marketNews.fileTooLarge': {
    zh_CN: '文件不能超过 512KB',
    en_US: 'A file can be at most 512 KB',
    zh_Hant: '檔案不能超過 512KB',
  },
  'marketNews.import.line': {
    zh_CN: '第 {line} 行：{reason}',
    en_US: 'Line {line}: {reason}',
    zh_Hant: '第 {line} 行：{reason}',
  },
  'marketNews.import.noRows': {
    zh_CN: '文件中没有可导入的行',
    en_US: 'The file has no rows to import',
    zh_Hant: '檔案中沒有可匯入的行',
  },
  'marketNews.import.tooManyRows': {
    zh_CN: '一个文件最多 {max} 行',
    en_US: 'A file can have at most {max} rows',
    zh_Hant: '一個檔案最多 {max} 行',
  },
  'marketNews.import.header': {
    zh_CN: '表头缺少列：{columns}',
    en_US: 'The header lacks the columns: {columns}',
    zh_Hant: '表頭缺少欄：{columns}',
  },
  'marketNews.import.unknownColumn': {
    zh_CN: '不认识的列：{columns}',
    en_US: 'Unknown columns: {columns}',
    zh_Hant: '不認識的欄：{columns}',
  },
  'marketNews.import.columns': {
    zh_CN: '应有 {expected} 列，实际 {actual} 列',
    en_US: '{expected} columns expected, {actual} found',
    zh_Hant: '應有 {expected} 欄，實際 {actual} 欄',
  },
  'marketNews.import.quote': {
    zh_CN: '引号没有闭合',
    en_US: 'A quote is not closed',
    zh_Hant: '引號沒有閉合',
  },
  'marketNews.import.time': {
    zh_CN: '时间 "{value}" 无法识别（请用 2026-01-09T13:30:00Z 或 2026-01-09 13:30）',
    en_US: 'The time "{value}" is not understood (use 2026-01-09T13:30:00Z or 2026-01-09 13:30)',
    zh_Hant: '時間 "{value}" 無法識別（請用 2026-01-09T13:30:00Z 或 2026-01-09 13:30）',
  },
  'marketNews.import.country': {
    zh_CN: '国家或地区 "{value}" 不支持',
    en_US: 'The country "{value}" is not supported',
    zh_Hant: '國家或地區 "{value}" 不支援',
  },
  'marketNews.import.currency': {
    zh_CN: '货币 "{value}" 应为 3 个大写字母',
    en_US: 'The currency "{value}" must be 3 capital letters',
    zh_Hant: '貨幣 "{value}" 應為 3 個大寫字母',
  },
  'marketNews.import.importance': {
    zh_CN: '重要性 "{value}" 应为 1、2 或 3',
    en_US: 'The importance "{value}" must be 1, 2 or 3',
    zh_Hant: '重要性 "{value}" 應為 1、2 或 3',
  },
  'marketNews.import.figure': {
    zh_CN: '{column} "{value}" 不是有效数值（最多 20 个字符）',
    en_US: '{column} "{value}" is not a valid value (at most 20 characters)',
    zh_Hant: '{column} "{value}" 不是有效數值（最多 20 個字元）',
  },
  'marketNews.import.title': {
    zh_CN: '缺少标题（中文或英文），或标题超过 200 个字符',
    en_US: 'The title (Chinese or English) is missing or longer than 200 characters',
    zh_Hant: '缺少標題（中文或英文），或標題超過 200 個字元',
  },
  'marketNews.import.text': {
    zh_CN: '缺少内容（中文或英文），或内容超过 1000 个字符',
    en_US: 'The text (Chinese or English) is missing or longer than 1000 characters',
    zh_Hant: '缺少內容（中文或英文），或內容超過 1000 個字元',
  },
  'marketNews.import.flag': {
    zh_CN: '重要标记 "{value}" 应为 1/0、true/false 或 yes/no',
    en_US: 'The important flag "{value}" must be 1/0, true/false or yes/no',
    zh_Hant: '重要標記 "{value}" 應為 1/0、true/false 或 yes/no',
  },
  'marketNews.import.duplicate': {
    zh_CN: '与第 {other} 行重复（时间、国家和标题相同）',
    en_US: 'Repeats line {other} (same time, country and title)',
    zh_Hant: '與第 {other} 行重複（時間、國家和標題相同）',
  },
  'marketNews.import.calendar': {
    zh_CN: '不是 iCalendar 文件（缺少 BEGIN:VCALENDAR）',
    en_US: 'Not an iCalendar file (no BEGIN:VCALENDAR)',
    zh_Hant: '不是 iCalendar 檔案（缺少 BEGIN:VCALENDAR）',
  },
  'marketNews.import.unclosed': {
    zh_CN: '{what} 没有对应的 END',
    en_US: '{what} has no matching END',
    zh_Hant: '{what} 沒有對應的 END',
  },
  'marketNews.import.unexpected': {
    zh_CN: '此处不应出现 "{value}"',
    en_US: '"{value}" is not expected here',
    zh_Hant: '此處不應出現 "{value}"',
  },
  'marketNews.import.noTime': {
    zh_CN: '事件缺少 DTSTART',
    en_US: 'The event has no DTSTART',
    zh_Hant: '事件缺少 DTSTART',
  },
  'marketNews.import.invalidLine': {
    zh_CN: '无法识别的行（应为 NAME:value）',
    en_US: 'Not a content line (NAME:value expected)',
    zh_Hant: '無法識別的行（應為 NAME:value）',
  },
} satisfies MessageTable;
