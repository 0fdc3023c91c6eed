import type { SessionInfo } from '@copytrade/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SETTINGS_KEYS } from '../utils/query-keys';

/** GET /community/api/querySessions: the signed-in sessions, newest first, this one flagged. */
export async function querySessions(): Promise<SessionInfo[]> {
  return (await request('querySessions', { quiet: true })).content;
}

export function useSessions() {
  return useQuery({ queryKey: SETTINGS_KEYS.sessions, queryFn: querySessions });
}
