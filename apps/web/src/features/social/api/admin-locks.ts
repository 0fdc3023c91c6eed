import type { AvatarLockState, StrategyLockState } from '@copytrade/contracts/social';
import { useMutation } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/** POST /community/api/adminLockStrategy {mtId, locked}: the site's admin hides or restores a strategy. */
export async function adminLockStrategy(mtId: number, locked: boolean): Promise<StrategyLockState> {
  return firstOf(await request('adminLockStrategy', { body: { mtId, locked } }));
}

/** POST /community/api/adminLockAvatar {userId, locked}: the site's admin freezes or frees an avatar. */
export async function adminLockAvatar(userId: number, locked: boolean): Promise<AvatarLockState> {
  return firstOf(await request('adminLockAvatar', { body: { userId, locked } }));
}

export function useLockStrategy(onDone: (state: StrategyLockState) => void) {
  return useMutation({
    mutationFn: ({ mtId, locked }: { mtId: number; locked: boolean }) => adminLockStrategy(mtId, locked),
    onSuccess: onDone,
  });
}

export function useLockAvatar(onDone: (state: AvatarLockState) => void) {
  return useMutation({
    mutationFn: ({ userId, locked }: { userId: number; locked: boolean }) => adminLockAvatar(userId, locked),
    onSuccess: onDone,
  });
}
