import { defineStatuses } from './define';

/** The contact form (31xxx). */
export const contactStatuses = defineStatuses({
  CONTACT_TOO_FREQUENT: {
    code: 31001,
    http: 429,
    meaning: 'Too many contact messages from this network address; retry later.',
    text: {
      zh_CN: '留言过于频繁，请{seconds}秒后再试',
      en_US: 'Too many messages; please try again in {seconds} s',
      zh_Hant: '留言過於頻繁，請{seconds}秒後再試',
    },
  },
});
