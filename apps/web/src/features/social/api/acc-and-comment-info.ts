import type { AccAndCommentInfo, CommentItem, CommentReply } from '@copytrade/contracts/social';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';

export type CommentsQuery = { mtId: number; page: number; pageSize: number };

/** A page of comments and the number of comments (replies not counted) the pager pages over. */
export type CommentsPage = { info: AccAndCommentInfo; total: number };

/**
 * GET /community/front/accAndCommentInfo?mtId&page&pageSize: a trade account's comments, newest first,
 * with one level of replies (public). likedByMe, collectedByMe and canDelete depend on who asks, so the
 * viewer's id (0 for a visitor) is part of the key.
 */
export async function accAndCommentInfo(query: CommentsQuery): Promise<CommentsPage> {
  const envelope = await request('accAndCommentInfo', { query, quiet: true });
  const info = firstOf(envelope);
  return { info, total: envelope.total ?? info.comments.length };
}

export const commentsQueryOptions = (query: CommentsQuery, viewer: number) =>
  queryOptions({
    queryKey: [...SOCIAL_KEYS.comments(query.mtId), viewer, query.page, query.pageSize],
    queryFn: () => accAndCommentInfo(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The page number of a comments key. */
export function pageOfKey(queryKey: readonly unknown[]): unknown {
  return queryKey[4];
}

export function useComments(query: CommentsQuery, viewer: number) {
  return useQuery({ ...commentsQueryOptions(query, viewer), enabled: query.mtId > 0 });
}

type Snapshot = [readonly unknown[], CommentsPage | undefined][];

/**
 * Changes one comment or reply wherever a cached page of the account shows it (an optimistic update);
 * answers the pages as they were, for a rollback.
 */
export function patchComment(
  queryClient: QueryClient,
  mtId: number,
  commentId: number,
  patch: (comment: CommentReply) => Partial<CommentReply>,
): Snapshot {
  const key = SOCIAL_KEYS.comments(mtId);
  const before = queryClient.getQueriesData<CommentsPage>({ queryKey: key });
  const apply = <T extends CommentReply>(comment: T): T =>
    comment.id === commentId ? { ...comment, ...patch(comment) } : comment;
  queryClient.setQueriesData<CommentsPage>({ queryKey: key }, (page) =>
    page
      ? {
          ...page,
          info: {
            ...page.info,
            comments: page.info.comments.map((item: CommentItem) => ({
              ...apply(item),
              replies: item.replies.map(apply),
            })),
          },
        }
      : page,
  );
  return before;
}

/** Puts the cached pages back as they were before an optimistic update. */
export function restoreComments(queryClient: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
