import type { MessageTable } from './message-table';

/** Validation texts of the education area: search and the site admin's content editor (cms.ts, cms-admin.ts). */
export const contentValidationMessages = {
  'validation.search.required': {
    zh_CN: '请输入要搜索的内容',
    en_US: 'Please enter what to search for',
    zh_Hant: '請輸入要搜尋的內容',
  },
  'validation.search.tooLong': {
    zh_CN: '搜索内容最多 100 个字符',
    en_US: 'A search can have at most 100 characters',
    zh_Hant: '搜尋內容最多 100 個字元',
  },
  'validation.content.nameRequired': {
    zh_CN: '请输入简体中文名称',
    en_US: 'Please enter the Simplified Chinese name',
    zh_Hant: '請輸入簡體中文名稱',
  },
  'validation.content.titleRequired': {
    zh_CN: '请输入简体中文标题',
    en_US: 'Please enter the Simplified Chinese title',
    zh_Hant: '請輸入簡體中文標題',
  },
  'validation.content.tag': {
    zh_CN: '标签为 1 到 20 个字符',
    en_US: 'A tag has 1 to 20 characters',
    zh_Hant: '標籤為 1 到 20 個字元',
  },
  'validation.content.fileUrl': {
    zh_CN: '请在编辑器中上传文件',
    en_US: 'Please upload the file in the editor',
    zh_Hant: '請在編輯器中上傳檔案',
  },
  'validation.content.linkUrl': {
    zh_CN: '请输入以 http(s):// 开头的网址',
    en_US: 'Please enter an address starting with http(s)://',
    zh_Hant: '請輸入以 http(s):// 開頭的網址',
  },
  'validation.content.menuPath': {
    zh_CN: '请输入以 / 开头的站内路径',
    en_US: 'Please enter an in-site path starting with /',
    zh_Hant: '請輸入以 / 開頭的站內路徑',
  },
  'validation.content.publishTime': {
    zh_CN: '请选择发布时间',
    en_US: 'Please choose the publish time',
    zh_Hant: '請選擇發佈時間',
  },
} as const satisfies MessageTable;
