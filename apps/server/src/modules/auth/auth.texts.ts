import type { Translations } from '@copytrade/contracts/messages/message-table';
import type { CodePurpose } from '@copytrade/contracts/auth';
import type { AccountCodePurpose } from '@copytrade/contracts/profile';

/** Every purpose a code may have: the public ones (register, reset) and the security page's. */
export type AnyCodePurpose = CodePurpose | AccountCodePurpose;

/** Texts of verification-code messages; placeholders {brand}, {code}, {minutes}, {purpose}. */
export const AUTH_TEXTS: {
  codeSubject: Translations;
  codeMail: Translations;
  codeSms: Translations;
  purpose: Record<AnyCodePurpose, Translations>;
} = {
  codeSubject: {
    zh_CN: '【{brand}】您的验证码：{code}',
    en_US: '[{brand}] Your verification code: {code}',
    zh_Hant: '【{brand}】您的驗證碼：{code}',
  },
  codeMail: {
    zh_CN:
      '您好，\n\n您正在进行{purpose}，验证码为：{code}\n验证码{minutes}分钟内有效，请勿泄露给任何人（包括客服人员）。\n\n如果这不是您本人的操作，请忽略本邮件，您的账户不会有任何变化。\n\n{brand}',
    en_US:
      'Hello,\n\nYour verification code for {purpose} is: {code}\nIt is valid for {minutes} minutes. Never share it with anyone, including our support staff.\n\nIf you did not ask for this code, ignore this email; nothing will change on your account.\n\n{brand}',
    zh_Hant:
      '您好，\n\n您正在進行{purpose}，驗證碼為：{code}\n驗證碼{minutes}分鐘內有效，請勿洩露給任何人（包括客服人員）。\n\n如果這不是您本人的操作，請忽略本郵件，您的帳戶不會有任何變化。\n\n{brand}',
  },
  codeSms: {
    zh_CN: '【{brand}】验证码{code}，用于{purpose}，{minutes}分钟内有效，请勿泄露。',
    en_US: '[{brand}] Code {code} for {purpose}, valid {minutes} min. Do not share it.',
    zh_Hant: '【{brand}】驗證碼{code}，用於{purpose}，{minutes}分鐘內有效，請勿洩露。',
  },
  purpose: {
    register: { zh_CN: '注册账号', en_US: 'account registration', zh_Hant: '註冊帳號' },
    resetPassword: { zh_CN: '找回密码', en_US: 'password reset', zh_Hant: '找回密碼' },
    changeEmail: { zh_CN: '更换绑定邮箱', en_US: 'changing your email address', zh_Hant: '更換綁定郵箱' },
    changePhone: { zh_CN: '更换绑定手机号', en_US: 'changing your phone number', zh_Hant: '更換綁定手機號' },
  },
};
