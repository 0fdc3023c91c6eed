import { defineStatuses } from './define';

/** Comments, attention, favourites, the optional list and admin locks (25xxx). */
export const socialStatuses = defineStatuses({
  COMMENT_TOO_FREQUENT: {
    code: 25001,
    http: 429,
    meaning: 'Comments too often: at most one per 10 s and 20 per hour per user; nothing was saved.',
    text: {
      zh_CN: '评论过于频繁，请{seconds}秒后再试',
      en_US: 'You are commenting too often, please retry in {seconds} s',
      zh_Hant: '評論過於頻繁，請{seconds}秒後再試',
    },
  },
  OPTIONAL_LIMIT_REACHED: {
    code: 25002,
    http: 403,
    meaning: 'The optional list (watchlist) holds its 200 entries.',
    text: {
      zh_CN: '自选最多添加{maximum}个交易账户',
      en_US: 'Your optional list can hold at most {maximum} trade accounts',
      zh_Hant: '自選最多添加{maximum}個交易帳戶',
    },
  },
  FAVOURITE_LIMIT_REACHED: {
    code: 25003,
    http: 403,
    meaning: 'The favourites hold their 500 entries.',
    text: {
      zh_CN: '收藏最多{maximum}条',
      en_US: 'You can keep at most {maximum} favourites',
      zh_Hant: '收藏最多{maximum}條',
    },
  },
  SELF_FOLLOW: {
    code: 25004,
    http: 400,
    meaning: 'A person cannot follow themselves.',
    text: { zh_CN: '不能关注自己', en_US: 'You cannot follow yourself', zh_Hant: '不能關注自己' },
  },
  STRATEGY_LOCKED: {
    code: 25005,
    http: 403,
    meaning: "The site's admin locked this account's strategy; the owner cannot change it.",
    text: {
      zh_CN: '该账户的策略已被管理员锁定，无法修改',
      en_US: 'The strategy of this account is locked by the administrator and cannot be changed',
      zh_Hant: '該帳戶的策略已被管理員鎖定，無法修改',
    },
  },
  COMMENT_NOT_YOURS: {
    code: 25006,
    http: 403,
    meaning: "Only the author or the site's admin may delete a comment.",
    text: {
      zh_CN: '只能删除自己的评论',
      en_US: 'You can only delete your own comments',
      zh_Hant: '只能刪除自己的評論',
    },
  },
  ADMIN_ONLY: {
    code: 25007,
    http: 403,
    meaning: "Only the site's admin may do this.",
    text: {
      zh_CN: '仅站点管理员可以操作',
      en_US: 'Only the site admin can do this',
      zh_Hant: '僅站點管理員可以操作',
    },
  },
});
