import { endpoint } from '../endpoint';
import { twinOf } from './mam-visitor';
import { messagesApi } from './messages';
import { profileApi } from './profile';
import { uploadsApi } from './uploads';

/**
 * The MAM back office's account calls under /mam/main (spec 7, MAM, Main) that twin a community call: the
 * same schemas and service, registered by the module that owns each (profile, messages, uploads).
 * `base64Pic` is the twin of the community's image upload (vouchers, payment codes, identity photos); the
 * avatar keeps its own call (`uploadAvatar`: re-encoded, cropped, lockable by the site admin).
 */
export const mamAccountApi = {
  mamModifyemail: endpoint({
    ...profileApi.modifyemail,
    path: '/mam/main/modifyemail',
    description: twinOf(profileApi.modifyemail),
  }),
  mamUpdatePhone: endpoint({
    ...profileApi.updatephone,
    path: '/mam/main/updatePhone',
    description: twinOf(profileApi.updatephone),
  }),
  mamQueryCommunityMessage: endpoint({
    ...messagesApi.queryCommunityMessage,
    path: '/mam/main/queryCommunityMessage',
    description: twinOf(messagesApi.queryCommunityMessage),
  }),
  mamBase64Pic: endpoint({
    ...uploadsApi.base64Pic,
    path: '/mam/main/base64Pic',
    description: twinOf(uploadsApi.base64Pic),
  }),
  mamUpdatePassword: endpoint({
    ...profileApi.updatePassword,
    path: '/mam/main/updatePassword',
    description: twinOf(profileApi.updatePassword),
  }),
};

/** Community call -> its /mam/main twin (see MAM_VISITOR_TWINS). */
export const MAM_ACCOUNT_TWINS = {
  modifyemail: 'mamModifyemail',
  updatephone: 'mamUpdatePhone',
  queryCommunityMessage: 'mamQueryCommunityMessage',
  base64Pic: 'mamBase64Pic',
  updatePassword: 'mamUpdatePassword',
} as const satisfies Record<string, keyof typeof mamAccountApi>;
