import type { FavouriteTarget } from '@copytrade/contracts/social';
import type { Envelope } from '@copytrade/contracts/envelope';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * Query keys of the social side. Public answers that depend on who asks (likedByMe, canDelete,
 * isFollowing) carry the viewer's id (0 for a visitor), so signing in or out never shows another reader's
 * state; the signed-in user's own lists start with USER_SCOPE and are dropped at login and logout.
 */
export const SOCIAL_KEYS = {
  comments: (mtId: number) => ['social', 'comments', mtId] as const,
  card: (mtId: number) => ['social', 'card', mtId] as const,
  personCard: (userId: number) => ['social', 'person', userId] as const,
  mine: [USER_SCOPE, 'social'] as const,
  isOptional: (mtId: number) => [USER_SCOPE, 'social', 'is-optional', mtId] as const,
  optionals: [USER_SCOPE, 'social', 'optionals'] as const,
  attention: (direction: AttentionDirection) => [USER_SCOPE, 'social', 'attention', direction] as const,
  isCollected: (targetType: FavouriteTarget, targetId: number) =>
    [USER_SCOPE, 'social', 'is-collected', targetType, targetId] as const,
  collection: [USER_SCOPE, 'social', 'collection'] as const,
} as const;

/** attenOther: the people I follow; otherAtten: the people who follow me (spec 2 page names). */
export type AttentionDirection = 'attenOther' | 'otherAtten';

/** One page of a paged list and the total the pager needs. */
export type ListPage<T> = { items: T[]; total: number };

export function toListPage<T>(envelope: Envelope<T>): ListPage<T> {
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

/** The viewer part of a key: the signed-in user's id, 0 for a visitor. */
export function viewerOf(user: { id: number } | null): number {
  return user?.id ?? 0;
}
