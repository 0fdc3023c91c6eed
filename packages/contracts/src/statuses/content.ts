import { defineStatuses } from './define';

/** The education area's content editor (36xxx). */
export const contentStatuses = defineStatuses({
  CONTENT_FILE_TYPE: {
    code: 36001,
    http: 400,
    meaning:
      'An editor upload that is neither a PNG, JPEG, GIF or WebP image nor a PDF (checked by its content).',
    text: {
      zh_CN: '只能上传 PNG、JPG、GIF、WebP 图片或 PDF 文件',
      en_US: 'Only PNG, JPG, GIF or WebP images and PDF files can be uploaded',
      zh_Hant: '只能上傳 PNG、JPG、GIF、WebP 圖片或 PDF 檔案',
    },
  },
  CONTENT_FILE_TOO_LARGE: {
    code: 36002,
    http: 413,
    meaning: 'An editor upload over its limit: 5 MB for an image, 20 MB for a PDF.',
    text: {
      zh_CN: '图片不能超过 5MB，PDF 文件不能超过 20MB',
      en_US: 'An image can be at most 5 MB and a PDF at most 20 MB',
      zh_Hant: '圖片不能超過 5MB，PDF 檔案不能超過 20MB',
    },
  },
});
