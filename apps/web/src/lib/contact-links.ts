/**
 * Links for the site's contact fields. Operators enter either a full URL or the bare handle/number;
 * both work.
 */
const isUrl = (value: string) => /^(https?:|tencent:|skype:|tg:|mailto:|tel:)/i.test(value);

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailUrl(email: string): string {
  return `mailto:${email.trim()}`;
}

export function qqChatUrl(qq: string): string {
  const value = qq.trim();
  if (isUrl(value)) return value;
  return `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(value)}&site=qq&menu=yes`;
}

/** A QQ group link, or null when only the group number is known (then the number is shown). */
export function qqGroupUrl(group: string): string | null {
  const value = group.trim();
  return isUrl(value) ? value : null;
}

export function whatsappUrl(whatsapp: string): string {
  const value = whatsapp.trim();
  if (isUrl(value)) return value;
  return `https://wa.me/${value.replace(/\D/g, '')}`;
}

export function telegramUrl(telegram: string): string {
  const value = telegram.trim();
  if (isUrl(value)) return value;
  return `https://t.me/${value.replace(/^@/, '')}`;
}

export function skypeUrl(skype: string): string {
  const value = skype.trim();
  if (isUrl(value)) return value;
  return `skype:${value}?chat`;
}
