import type { PublishPublicMessageBody } from '@copytrade/contracts/notices';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

const PUBLIC_KEY = [USER_SCOPE, 'public-messages'] as const;

/** GET /community/api/adminQueryPublicMessages (site admin): newest first, with recipients and reads. */
export const publicMessagesQueryOptions = (query: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...PUBLIC_KEY, query.page, query.pageSize],
    queryFn: async () => {
      const envelope = await request('adminQueryPublicMessages', { query, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });

/**
 * POST /community/api/adminPublishPublicMessage. Quiet: the dialog shows field errors under its fields.
 * The admin is a user of the site too, so his own bell and notice lists are read again.
 */
export function usePublishPublicMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishPublicMessageBody) =>
      firstOf(await request('adminPublishPublicMessage', { body, quiet: true })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'notices'] }),
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'message-counts'] }),
      ]),
  });
}

/** POST /community/api/adminWithdrawPublicMessage {id}: every copy is deleted. */
export function useWithdrawPublicMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => firstOf(await request('adminWithdrawPublicMessage', { body: { id } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'notices'] }),
        queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'message-counts'] }),
      ]),
  });
}
