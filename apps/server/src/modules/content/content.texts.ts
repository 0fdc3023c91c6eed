import type { Translations } from '@copytrade/contracts/messages/message-table';

/** The content modules' names and descriptions (getModuleShowInfo), in the three languages. */
export const MODULE_TEXTS: Record<string, { name: Translations; description: Translations }> = {
  article: {
    name: { zh_CN: '学院文章', en_US: 'Articles', zh_Hant: '學院文章' },
    description: {
      zh_CN: '从外汇入门到风险管理与跟单实战的系统文章。',
      en_US: 'From forex basics to risk management and copy trading in practice.',
      zh_Hant: '從外匯入門到風險管理與跟單實戰的系統文章。',
    },
  },
  course: {
    name: { zh_CN: '系列课程', en_US: 'Courses', zh_Hant: '系列課程' },
    description: {
      zh_CN: '按顺序学习的课程，登录后可记录学习进度。',
      en_US: 'Lessons to take in order; sign in to keep track of your progress.',
      zh_Hant: '按順序學習的課程，登入後可記錄學習進度。',
    },
  },
  encyclopedia: {
    name: { zh_CN: '外汇百科', en_US: 'Forex encyclopedia', zh_Hant: '外匯百科' },
    description: {
      zh_CN: '外汇与跟单交易术语，按字母和主题查阅。',
      en_US: 'Forex and copy-trading terms, A to Z and by topic.',
      zh_Hant: '外匯與跟單交易術語，按字母和主題查閱。',
    },
  },
  information: {
    name: { zh_CN: '资讯', en_US: 'Market news', zh_Hant: '資訊' },
    description: {
      zh_CN: '市场动态与交易提示。',
      en_US: 'Market commentary and what to watch.',
      zh_Hant: '市場動態與交易提示。',
    },
  },
  download: {
    name: { zh_CN: '下载中心', en_US: 'Downloads', zh_Hant: '下載中心' },
    description: {
      zh_CN: 'MT4 终端与移动应用、跟单 EA 及帮助文档。',
      en_US: 'MT4 terminals and mobile apps, the copy EA and help documents.',
      zh_Hant: 'MT4 終端與行動應用、跟單 EA 及說明文件。',
    },
  },
};
