import { codeSentSchema } from '../auth';
import { endpoint, fileEndpoint } from '../endpoint';
import {
  avatarResultSchema,
  completeUserInfoBodySchema,
  modifyEmailQuerySchema,
  passwordChangedSchema,
  selfUserInfoSchema,
  sendEmailCodeQuerySchema,
  sendPhoneChangeCodeQuerySchema,
  sessionInfoSchema,
  tradeSettingsSchema,
  updatePasswordBodySchema,
  updatePhoneQuerySchema,
  updateTradeSettingsBodySchema,
  queryAvatarQuerySchema,
  uploadAvatarBodySchema,
} from '../profile';

/**
 * The profile module's calls (server: apps/server/src/modules/profile): the signed-in user's basic
 * information and avatar, account security and trade settings; each acts on the caller himself, but for the
 * avatar image (`queryAvatar`), which is public and answers bytes, not the envelope.
 */
export const profileApi = {
  queryAvatar: fileEndpoint({
    method: 'GET',
    path: '/community/front/queryAvatar',
    tags: ['users'],
    summary: "A person's avatar on this site (public, like the nickname)",
    description:
      'Answers our own re-encoded WebP with nosniff, 256 x 256, or 64 or 128 pixels a side with `size` (for lists and cards); cached for a year when `v` is the current version, 5 minutes otherwise. No avatar, or a user of another site: 404. Another size: 40000.',
    query: queryAvatarQuerySchema,
    file: 'The image bytes (image/webp)',
  }),
  completeCommunityUserInfo: endpoint({
    method: 'POST',
    path: '/community/api/completeCommunityUserInfo',
    tags: ['users'],
    summary: 'Save the basic information',
    description:
      'Needs a token. Nickname: 2-16 wide (a non-ASCII character counts 2), at least 2 characters, no control characters. Gender 0 undisclosed / 1 male / 2 female. Birthday YYYY-MM-DD, age 18-120. Country and region: dictionary values where the site has the dictionary, else text up to 40. Remark up to 200. A field that fails (the age and dictionary checks included) answers 40000 and nothing is saved. Answers the updated user as selectCommunityUserInfo does.',
    body: completeUserInfoBodySchema,
    response: selfUserInfoSchema,
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/community/api/uploadAvatar',
    tags: ['users'],
    summary: 'Upload a new avatar (data URL or base64)',
    description:
      'Needs a token. PNG, JPEG, WebP or GIF by content, at most 10 MB; stored re-encoded as a 256x256 WebP without metadata. 32004 locked by the operator, 32005 larger than 10 MB (a body over 10 MB of base64 is refused while it is read), 32006 not an accepted image, 32007 damaged image; 28013 the daily upload quota (50 images or 50 MB, base64Pic included), 28014 already 3 uploads in progress.',
    body: uploadAvatarBodySchema,
    response: avatarResultSchema,
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/community/api/updatePassword',
    tags: ['users'],
    summary: 'Change the password',
    description:
      'Needs a token and the current password; every other session of the user ends (this one stays). Wrong current password: 32008; 5 wrong ones within 15 minutes pause the check: 32010; the new password equal to the current one: 40000.',
    body: updatePasswordBodySchema,
    response: passwordChangedSchema,
  }),
  sendEmailCode: endpoint({
    method: 'GET',
    path: '/community/api/sendEmailCode',
    tags: ['users'],
    summary: 'Send a code to a new email address',
    description:
      "Needs a token; the code binds the address with modifyemail. The address already the caller's: 32013; another user's: 32011; codes asked for too often: 20006; the mail could not be sent: 20011.",
    query: sendEmailCodeQuerySchema,
    response: codeSentSchema,
  }),
  sendPhoneCode: endpoint({
    method: 'GET',
    path: '/community/api/sendPhoneCode',
    tags: ['users'],
    summary: 'Send a code to a new phone number',
    description:
      "Needs a token; the code binds the number with updatephone. The number already the caller's: 32014; another user's: 32012; codes asked for too often: 20006.",
    query: sendPhoneChangeCodeQuerySchema,
    response: codeSentSchema,
  }),
  modifyemail: endpoint({
    method: 'GET',
    path: '/community/api/modifyemail',
    tags: ['users'],
    summary: 'Bind a new email address',
    description:
      'Needs a token, the code sent to the address by sendEmailCode and the current password; the request line is not logged (it holds the password). Wrong password 32008 (32010 after 5 within 15 minutes), the address unchanged 32013 or taken 32011, a wrong, expired or spent code 20003-20005. Answers the updated user.',
    query: modifyEmailQuerySchema,
    response: selfUserInfoSchema,
  }),
  updatephone: endpoint({
    method: 'GET',
    path: '/community/api/updatephone',
    tags: ['users'],
    summary: 'Bind a new phone number',
    description:
      'Needs a token, the code sent to the number by sendPhoneCode and the current password; the request line is not logged (it holds the password). Wrong password 32008 (32010 after 5 within 15 minutes), the number unchanged 32014 or taken 32012, a wrong, expired or spent code 20003-20005. Answers the updated user.',
    query: updatePhoneQuerySchema,
    response: selfUserInfoSchema,
  }),
  querySessions: endpoint({
    method: 'GET',
    path: '/community/api/querySessions',
    tags: ['users'],
    summary: "The caller's signed-in sessions",
    description:
      'Needs a token. The sessions not revoked and not expired, newest first, the current one flagged.',
    response: sessionInfoSchema,
  }),
  queryTradeSettings: endpoint({
    method: 'GET',
    path: '/community/api/queryTradeSettings',
    tags: ['users'],
    summary: 'The trade settings the subscribe dialog starts from',
    description:
      "Needs a token. The saved settings, or the defaults while none are saved (saved false); reverseAllowed is the site's reverse-copy switch.",
    response: tradeSettingsSchema,
  }),
  updateTradeSettings: endpoint({
    method: 'POST',
    path: '/community/api/updateTradeSettings',
    tags: ['users'],
    summary: 'Save the trade settings',
    description:
      'Needs a token. Reverse copying only where the site allows it (23005 otherwise); smart ratio keeps no value.',
    body: updateTradeSettingsBodySchema,
    response: tradeSettingsSchema,
  }),
};
