import { defineStatuses } from './define';

/** Public messages (34xxx). */
export const messagesStatuses = defineStatuses({
  PUBLIC_MESSAGE_WITHDRAWN: {
    code: 34001,
    http: 409,
    meaning: 'The public message was already withdrawn; its copies are gone.',
    text: {
      zh_CN: '该公告已撤回',
      en_US: 'This public message was already withdrawn',
      zh_Hant: '該公告已撤回',
    },
  },
});
