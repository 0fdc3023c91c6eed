/** What a username may be on this site (spec 3: verifyMethod 0 phone or email, 2 phone only, else email). */
export type UsernameKind = 'phone' | 'email';

export function usernameKinds(verifyMethod: number): UsernameKind[] {
  if (verifyMethod === 0) return ['phone', 'email'];
  if (verifyMethod === 2) return ['phone'];
  return ['email'];
}

/** The 'required' message key of the shared validators for the site's username kinds. */
export function usernameRequiredKey(verifyMethod: number): string {
  const kinds = usernameKinds(verifyMethod);
  if (kinds.length === 2) return 'validation.username.required';
  return kinds[0] === 'phone' ? 'validation.phone.required' : 'validation.email.required';
}

export type UsernamePlaceholder =
  'auth.placeholder.phoneOrEmail' | 'auth.placeholder.phone' | 'auth.placeholder.email';

export function usernamePlaceholderKey(verifyMethod: number): UsernamePlaceholder {
  const kinds = usernameKinds(verifyMethod);
  if (kinds.length === 2) return 'auth.placeholder.phoneOrEmail';
  return kinds[0] === 'phone' ? 'auth.placeholder.phone' : 'auth.placeholder.email';
}
