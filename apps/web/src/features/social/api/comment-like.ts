import type { CommentLikeState } from '@copytrade/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';
import { patchComment, restoreComments } from './acc-and-comment-info';

/** POST /community/api/commentLike or commentUnlike: both idempotent, both answer the state after. */
export async function setCommentLike(commentId: number, like: boolean): Promise<CommentLikeState> {
  return firstOf(await request(like ? 'commentLike' : 'commentUnlike', { body: { commentId } }));
}

type LikeVariables = { commentId: number; like: boolean };

/**
 * Likes or unlikes at once on screen; an error puts the count back (and the request layer shows the
 * server's message); the answer's count replaces the guess.
 */
export function useCommentLike(mtId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, like }: LikeVariables) => setCommentLike(commentId, like),
    onMutate: async ({ commentId, like }) => {
      await queryClient.cancelQueries({ queryKey: SOCIAL_KEYS.comments(mtId) });
      return patchComment(queryClient, mtId, commentId, (c) =>
        c.likedByMe === like
          ? {}
          : { likedByMe: like, likeCount: Math.max(0, c.likeCount + (like ? 1 : -1)) },
      );
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restoreComments(queryClient, snapshot);
    },
    onSuccess: (state) => {
      patchComment(queryClient, mtId, state.commentId, () => ({
        likedByMe: state.likedByMe,
        likeCount: state.likeCount,
      }));
    },
  });
}
