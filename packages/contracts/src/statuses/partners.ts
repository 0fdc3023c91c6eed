import { defineStatuses } from './define';

/** Partners and levels (30xxx). */
export const partnersStatuses = defineStatuses({
  PARTNER_ALREADY: {
    code: 30001,
    http: 409,
    meaning: 'The user is already a partner.',
    text: { zh_CN: '您已经是合伙人', en_US: 'You are already a partner', zh_Hant: '您已經是合夥人' },
  },
  PARTNER_PENDING: {
    code: 30002,
    http: 409,
    meaning: 'A partner application is already under review.',
    text: {
      zh_CN: '您的合伙人申请正在审核中',
      en_US: 'Your partner application is under review',
      zh_Hant: '您的合夥人申請正在審核中',
    },
  },
  LEVEL_IN_USE: {
    code: 30003,
    http: 409,
    meaning: 'The rebate level is assigned to partners and cannot be deleted.',
    text: {
      zh_CN: '该返佣等级正在使用中，不能删除',
      en_US: 'This rebate level is assigned to partners and cannot be deleted',
      zh_Hant: '該返佣等級正在使用中，不能刪除',
    },
  },
  LEVEL_NAME_TAKEN: {
    code: 30004,
    http: 409,
    meaning: 'A rebate level of this name exists on the site.',
    text: {
      zh_CN: '返佣等级名称已存在',
      en_US: 'A rebate level with this name already exists',
      zh_Hant: '返佣等級名稱已存在',
    },
  },
  NOT_A_PARTNER: {
    code: 30005,
    http: 403,
    meaning: 'Only partners have customers and rebates.',
    text: { zh_CN: '您还不是合伙人', en_US: 'You are not a partner yet', zh_Hant: '您還不是合夥人' },
  },
});
