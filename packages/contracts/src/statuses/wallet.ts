import { defineStatuses } from './define';

/** The USDT wallet (27xxx). */
export const walletStatuses = defineStatuses({
  INSUFFICIENT_BALANCE: {
    code: 27001,
    http: 409,
    meaning: "The amount is above the wallet's available balance (checked under the account's row lock).",
    text: {
      zh_CN: '钱包可用余额不足',
      en_US: 'Insufficient available balance in wallet',
      zh_Hant: '錢包可用餘額不足',
    },
  },
  ALREADY_REVIEWED: {
    code: 27002,
    http: 409,
    meaning: 'The recharge or withdrawal was already reviewed.',
    text: {
      zh_CN: '该记录已审核，请刷新后查看',
      en_US: 'This record has already been reviewed, please refresh',
      zh_Hant: '該記錄已審核，請刷新後查看',
    },
  },
  TX_HASH_USED: {
    code: 27003,
    http: 409,
    meaning: 'This TRC20 transaction hash was already declared for a recharge on this site.',
    text: {
      zh_CN: '该交易哈希已提交过充值',
      en_US: 'This transaction hash has already been declared for a recharge',
      zh_Hant: '該交易哈希已提交過充值',
    },
  },
});
