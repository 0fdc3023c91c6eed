import type { CommentDeleted } from '@copytrade/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';
import type { CommentsPage } from './acc-and-comment-info';

/** POST /community/api/commentDelete: the author's own comment, or any for the site's admin. */
export async function commentDelete(commentId: number): Promise<CommentDeleted> {
  return firstOf(await request('commentDelete', { body: { commentId } }));
}

/** Deletes after the reader confirmed; the comment leaves the cached pages, which are then read again. */
export function useCommentDelete(mtId: number) {
  const queryClient = useQueryClient();
  const key = SOCIAL_KEYS.comments(mtId);
  return useMutation({
    mutationFn: commentDelete,
    onSuccess: (_result, commentId) => {
      queryClient.setQueriesData<CommentsPage>({ queryKey: key }, (page) => {
        if (!page) return page;
        const top = page.info.comments.find((c) => c.id === commentId);
        const comments = page.info.comments
          .filter((c) => c.id !== commentId)
          .map((c) =>
            c.replies.some((r) => r.id === commentId)
              ? { ...c, replyCount: c.replyCount - 1, replies: c.replies.filter((r) => r.id !== commentId) }
              : c,
          );
        return {
          total: top ? page.total - 1 : page.total,
          info: { ...page.info, comments, commentCount: page.info.commentCount - 1 - (top?.replyCount ?? 0) },
        };
      });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
