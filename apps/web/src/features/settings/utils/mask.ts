/** An email as the security page shows it: 'lena@example.com' -> 'l***a@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** A phone as the security page shows it: '13812345678' -> '138****5678'. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
