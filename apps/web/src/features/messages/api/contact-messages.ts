import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

const CONTACT_KEY = [USER_SCOPE, 'contact-messages'] as const;

export type ContactQuery = { state: 'open' | 'answered'; page: number; pageSize: number };

/** GET /community/api/adminQueryContactMessages (site admin): the site's contact messages, newest first. */
export const contactMessagesQueryOptions = (query: ContactQuery) =>
  queryOptions({
    queryKey: [...CONTACT_KEY, query.state, query.page, query.pageSize],
    queryFn: async () => {
      const envelope = await request('adminQueryContactMessages', { query, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });

/** POST /community/api/adminAnswerContactMessage {id, answer}. */
export function useAnswerContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: number; answer: string }) =>
      firstOf(await request('adminAnswerContactMessage', { body, quiet: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTACT_KEY }),
  });
}
