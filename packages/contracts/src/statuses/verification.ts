import { defineStatuses } from './define';

/** Real-name verification and payment information (33xxx). */
export const verificationStatuses = defineStatuses({
  IDENTITY_PENDING: {
    code: 33001,
    http: 409,
    meaning: 'The real-name submission is under review and cannot be changed until it is decided.',
    text: {
      zh_CN: '您的实名认证正在审核中，审核完成前不能修改',
      en_US: 'Your real-name verification is under review and cannot be changed until it is decided',
      zh_Hant: '您的實名認證正在審核中，審核完成前不能修改',
    },
  },
  IDENTITY_PASSED: {
    code: 33002,
    http: 409,
    meaning: 'The real-name verification has passed and cannot be changed.',
    text: {
      zh_CN: '您的实名认证已通过，不能再修改',
      en_US: 'Your real-name verification has passed and can no longer be changed',
      zh_Hant: '您的實名認證已通過，不能再修改',
    },
  },
  ID_NUMBER_TAKEN: {
    code: 33003,
    http: 409,
    meaning: 'Another user of the site has this ID number pending or passed.',
    text: {
      zh_CN: '该证件号码已被其他账号认证',
      en_US: 'This ID number is already verified by another account',
      zh_Hant: '該證件號碼已被其他帳號認證',
    },
  },
  VERIFICATION_REQUIRED: {
    code: 33004,
    http: 403,
    meaning: 'A paid fee model needs the trader’s real-name verification passed.',
    text: {
      zh_CN: '设置收费前请先完成实名认证',
      en_US: 'Please complete real-name verification before charging a fee',
      zh_Hant: '設定收費前請先完成實名認證',
    },
  },
  PAYMENT_INFO_REQUIRED: {
    code: 33005,
    http: 403,
    meaning: 'A subscription fee needs at least one passed payment method of the trader.',
    text: {
      zh_CN: '设置订阅费前请先绑定收款信息并通过审核',
      en_US: 'Please bind payment information and have it approved before charging a subscription fee',
      zh_Hant: '設定訂閱費前請先綁定收款資訊並通過審核',
    },
  },
});
