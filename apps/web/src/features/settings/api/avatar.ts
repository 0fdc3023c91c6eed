import type { AvatarResult, SelfUserInfo } from '@copytrade/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SETTINGS_KEYS } from '../utils/query-keys';

/** POST /community/api/uploadAvatar with the picture as a data URL. Quiet: the card shows a refusal. */
export async function uploadAvatar(image: string): Promise<AvatarResult> {
  return firstOf(await request('uploadAvatar', { body: { image }, quiet: true }));
}

/** Uploads; then this page shows the new picture and the header reads the user again. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (result) => {
      queryClient.setQueryData<SelfUserInfo>(SETTINGS_KEYS.self, (old) =>
        old ? { ...old, portraitImg: result.portraitImg, avatarLocked: result.avatarLocked } : old,
      );
      return queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.header });
    },
  });
}
