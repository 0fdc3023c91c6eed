import { USER_SCOPE } from '@/lib/query-client';

/**
 * Query keys of the settings pages. The signed-in user's start with USER_SCOPE (dropped at login and
 * logout). `header` is the key the app header reads the user from (lib/auth): saving basic information
 * or an avatar invalidates it, so the header's nickname and picture follow at once.
 */
export const SETTINGS_KEYS = {
  header: [USER_SCOPE, 'user-info'] as const,
  self: [USER_SCOPE, 'settings', 'self'] as const,
  sessions: [USER_SCOPE, 'settings', 'sessions'] as const,
  /** Shared with the subscribe dialog (features/copy-trading), which starts from these settings. */
  tradeSettings: [USER_SCOPE, 'tradeSettings'] as const,
  dictionary: (type: string) => ['dictionary', type] as const,
} as const;
