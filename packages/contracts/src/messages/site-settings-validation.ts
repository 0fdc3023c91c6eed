import type { MessageTable } from './message-table';

/** Validation texts of the site admin's settings (site-settings.ts). */
export const siteSettingsValidationMessages = {
  'validation.color.invalid': {
    zh_CN: '请输入正确的颜色，如 #1f6feb 或 #fff',
    en_US: 'Please enter a colour such as #1f6feb or #fff',
    zh_Hant: '請輸入正確的顏色，如 #1f6feb 或 #fff',
  },
  'validation.siteImage.invalid': {
    zh_CN: '请在本页上传图片',
    en_US: 'Please upload the image on this page',
    zh_Hant: '請在本頁上傳圖片',
  },
  'validation.domain.invalid': {
    zh_CN: '请输入正确的域名，如 www.example.com 或 brand.localhost:3000',
    en_US: 'Please enter a valid domain, such as www.example.com or brand.localhost:3000',
    zh_Hant: '請輸入正確的域名，如 www.example.com 或 brand.localhost:3000',
  },
  'validation.link.invalid': {
    zh_CN: '请输入以 / 开头的站内路径或以 http(s):// 开头的网址',
    en_US: 'Please enter an in-site path starting with / or an address starting with http(s)://',
    zh_Hant: '請輸入以 / 開頭的站內路徑或以 http(s):// 開頭的網址',
  },
  'validation.frameOrigin.invalid': {
    zh_CN: '请输入网站的来源地址，如 https://www.broker.com 或 https://*.broker.com:*',
    en_US: 'Please enter a website origin, such as https://www.broker.com or https://*.broker.com:*',
    zh_Hant: '請輸入網站的來源位址，如 https://www.broker.com 或 https://*.broker.com:*',
  },
  'validation.frameOrigin.tooMany': {
    zh_CN: '最多可填写 20 个网站',
    en_US: 'At most 20 websites',
    zh_Hant: '最多可填寫 20 個網站',
  },
  'validation.url.https': {
    zh_CN: '请输入以 https:// 开头的网址',
    en_US: 'Please enter an address starting with https://',
    zh_Hant: '請輸入以 https:// 開頭的網址',
  },
  'validation.contact.invalid': {
    zh_CN: '请输入号码、账号，或以 https:// 开头的链接',
    en_US: 'Please enter a number, an account name or a link starting with https://',
    zh_Hant: '請輸入號碼、帳號，或以 https:// 開頭的連結',
  },
  'validation.contactPhone.invalid': {
    zh_CN: '请输入正确的电话号码，如 400-820-0000 或 +852 1234 5678',
    en_US: 'Please enter a valid phone number, such as 400-820-0000 or +852 1234 5678',
    zh_Hant: '請輸入正確的電話號碼，如 400-820-0000 或 +852 1234 5678',
  },
  'validation.availableLang.required': {
    zh_CN: '请至少选择一种语言',
    en_US: 'Please choose at least one language',
    zh_Hant: '請至少選擇一種語言',
  },
  'validation.defaultLang.notOffered': {
    zh_CN: '默认语言必须是站点提供的语言之一',
    en_US: 'The default language must be one of the languages offered',
    zh_Hant: '預設語言必須是站點提供的語言之一',
  },
  'validation.typeList.required': {
    zh_CN: '请至少选择一种收费方式',
    en_US: 'Please choose at least one fee model',
    zh_Hant: '請至少選擇一種收費方式',
  },
  'validation.proportion.invalid': {
    zh_CN: '请输入 0% 到 100% 之间的平台分成比例（最多 2 位小数）',
    en_US: "Please enter the site's share between 0% and 100% (at most 2 decimals)",
    zh_Hant: '請輸入 0% 到 100% 之間的平台分成比例（最多 2 位小數）',
  },
  'validation.banner.empty': {
    zh_CN: '请上传横幅图片或填写标题',
    en_US: 'Please upload a banner image or enter a title',
    zh_Hant: '請上傳橫幅圖片或填寫標題',
  },
  'validation.banner.order': {
    zh_CN: '排序须包含本站的全部横幅，且每个只出现一次',
    en_US: 'The order must list every banner of the site, each once',
    zh_Hant: '排序須包含本站的全部橫幅，且每個只出現一次',
  },
} as const satisfies MessageTable;
