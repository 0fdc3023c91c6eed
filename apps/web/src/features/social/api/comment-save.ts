import type { CommentItem, CommentSaveBody } from '@copytrade/contracts/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';
import { pageOfKey, type CommentsPage } from './acc-and-comment-info';

/**
 * POST /community/api/commentSave: a comment on the account, or a reply (`parentId`). Quiet: the composer
 * shows a refusal (too often, too long) under the text, where the writer is looking.
 */
export async function commentSave(body: CommentSaveBody): Promise<CommentItem> {
  return firstOf(await request('commentSave', { body, quiet: true }));
}

/** A cached page with the saved comment in it: a new comment on top of page 1, a reply under its comment. */
function withSaved(page: CommentsPage, saved: CommentItem, firstPage: boolean): CommentsPage {
  const info = { ...page.info, commentCount: page.info.commentCount + 1 };
  if (saved.parentId === null) {
    const comments = firstPage ? [saved, ...info.comments.filter((c) => c.id !== saved.id)] : info.comments;
    return { total: page.total + 1, info: { ...info, comments } };
  }
  return {
    ...page,
    info: {
      ...info,
      comments: info.comments.map((c) =>
        c.id === saved.parentId ? { ...c, replyCount: c.replyCount + 1, replies: [...c.replies, saved] } : c,
      ),
    },
  };
}

/** Saves, shows the comment at once, then reads the pages again (counts, order). */
export function useCommentSave(mtId: number) {
  const queryClient = useQueryClient();
  const key = SOCIAL_KEYS.comments(mtId);
  return useMutation({
    mutationFn: commentSave,
    onSuccess: (saved) => {
      for (const [queryKey, page] of queryClient.getQueriesData<CommentsPage>({ queryKey: key })) {
        if (page) queryClient.setQueryData(queryKey, withSaved(page, saved, pageOfKey(queryKey) === 1));
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
