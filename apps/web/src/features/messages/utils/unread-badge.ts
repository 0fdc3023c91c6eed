import { unreadBadge } from '@copytrade/contracts/format';

/** Unread badge text (spec 2 and 9): nothing at 0, the number up to 99, '···' above. */
export const unreadBadgeText = unreadBadge;
