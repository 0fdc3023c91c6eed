import { defineStatuses } from './define';

/** Today's stars (26xxx). */
export const communityStatuses = defineStatuses({
  STAR_ALREADY_PICKED: {
    code: 26001,
    http: 409,
    meaning: "The trade account is already one of today's stars from that day.",
    text: {
      zh_CN: '该交易账户在这一天已是今日之星',
      en_US: "This trade account is already one of today's stars from that day",
      zh_Hant: '該交易帳戶在這一天已是今日之星',
    },
  },
});
