import type { Translations } from '@copytrade/contracts/messages/message-table';

/*
 * The mail a site's new admin receives from the platform (issue 15): the site exists, he is its admin,
 * and he sets his password with the site's forgot-password code, his email already filled in.
 */

export const ADMIN_INVITE_TEXTS: { subject: Translations; body: Translations } = {
  subject: {
    zh_CN: '{brand}：您已被设为站点管理员',
    en_US: '{brand}: you are now a site admin',
    zh_Hant: '{brand}：您已被設為站點管理員',
  },
  body: {
    zh_CN:
      '您好！\n\n平台已为 {brand}（{domain}）将您（{email}）设为站点管理员。\n\n请打开以下链接设置登录密码：点击“获取验证码”，将收到的验证码和新密码填入即可。\n{link}\n\n设置完成后用该邮箱和新密码登录，在站点设置中配置品牌、颜色、Logo 与横幅。\n\n如非本人操作，请忽略此邮件。',
    en_US:
      'Hello,\n\nThe platform made you ({email}) a site admin of {brand} ({domain}).\n\nOpen this link to set your password: press "Get code", then enter the code you receive and your new password.\n{link}\n\nThen log in with this email and the new password, and set the brand, colours, logos and banners in the site settings.\n\nIf you did not expect this mail, ignore it.',
    zh_Hant:
      '您好！\n\n平台已為 {brand}（{domain}）將您（{email}）設為站點管理員。\n\n請打開以下連結設定登入密碼：點擊「獲取驗證碼」，將收到的驗證碼和新密碼填入即可。\n{link}\n\n設定完成後用該郵箱和新密碼登入，在站點設定中配置品牌、顏色、Logo 與橫幅。\n\n如非本人操作，請忽略此郵件。',
  },
};
