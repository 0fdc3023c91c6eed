import {
  checkUsernameQuerySchema,
  checkUsernameSchema,
  codeSentSchema,
  forgetPasswordBodySchema,
  loginBodySchema,
  loginResultSchema,
  registerBodySchema,
  registeredSchema,
  sendCodeQuerySchema,
  sendMailCodeQuerySchema,
  sendPhoneCodeQuerySchema,
} from '../auth';
import { endpoint } from '../endpoint';
import { emptySchema } from '../envelope';

const tags = ['auth'] as const;

/** What every send-code call refuses (auth.service `sendCode`). */
const sendCodeRefusals =
  'Public. A closed site answers 21001; for register a username the site does not accept answers 20009 and a ' +
  'taken one 20001, for resetPassword an unknown one 20007; codes asked for too often answer 20006, a mail ' +
  'server that refuses 20011.';

/** The auth module's calls (server: apps/server/src/modules/auth). */
export const authApi = {
  sendvercode: endpoint({
    method: 'GET',
    path: '/community/front/sendvercode',
    tags,
    summary: 'Send a verification code by text message',
    description: `Sends a code for register or resetPassword to a phone number. ${sendCodeRefusals}`,
    query: sendPhoneCodeQuerySchema,
    response: codeSentSchema,
  }),
  sendmailvercode: endpoint({
    method: 'GET',
    path: '/community/front/sendmailvercode',
    tags,
    summary: 'Send a verification code by email',
    description: `Sends a code for register or resetPassword to an email address. ${sendCodeRefusals}`,
    query: sendMailCodeQuerySchema,
    response: codeSentSchema,
  }),
  sendVercodeOrMailcode: endpoint({
    method: 'GET',
    path: '/community/front/sendVercodeOrMailcode',
    tags,
    summary: 'Send a verification code to a phone number or email',
    description: `Sends a code for register or resetPassword to whichever userName is. ${sendCodeRefusals}`,
    query: sendCodeQuerySchema,
    response: codeSentSchema,
  }),
  checkusername: endpoint({
    method: 'GET',
    path: '/community/front/checkusername',
    tags,
    summary: 'Whether a phone number or email is free',
    description: 'Whether a phone number or email is still free on this site. Public.',
    query: checkUsernameQuerySchema,
    response: checkUsernameSchema,
  }),
  reg: endpoint({
    method: 'POST',
    path: '/community/front/reg',
    tags,
    summary: 'Register',
    description:
      'Registers with a phone number or email and the code sent to it for register. Public; a closed site answers 21001, a username the site does not accept 20009, a taken one 20001, a wrong, expired or exhausted code 20003, 20004 or 20005.',
    body: registerBodySchema,
    response: registeredSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/community/front/login',
    tags,
    summary: 'Sign in',
    description:
      'Answers a token; tokenTime is its expiry in epoch milliseconds. Public; a closed site answers 21001, a wrong username or password 20002, a disabled user 20010, too many failures 20008 (paused) or 20012 (slowed).',
    body: loginBodySchema,
    response: loginResultSchema,
  }),
  forgetpassword: endpoint({
    method: 'POST',
    path: '/community/front/forgetpassword',
    tags,
    summary: 'Set a new password with a code',
    description:
      'Sets a new password with a code sent for resetPassword and signs out every session. Public; a closed site answers 21001, an unknown username 20007, a wrong, expired or exhausted code 20003, 20004 or 20005.',
    body: forgetPasswordBodySchema,
    response: emptySchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/community/api/logout',
    tags,
    summary: 'Sign out',
    description: "The caller's token stops working at once. Needs a token.",
    response: emptySchema,
  }),
};
