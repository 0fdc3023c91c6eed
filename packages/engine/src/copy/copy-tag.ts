/**
 * The exactly-once tag (DOMAIN.md, Exactly once): every copy is sent with the comment
 * `c<subscriptionId base36>.<masterTicket base36>`, so after a restart or a send that timed out the
 * orchestrator can find the copy among the follower's orders before it sends again.
 *
 * Length: ids up to 2^53 take at most 11 base-36 digits, so a tag is at most 24 characters, within MT4's 31;
 * it is the whole comment, so MT4's truncation can only cut what a broker appends after it (`[sl]`,
 * `[tp]`). MT4 replaces the comment on a partial close (`from #<old>`) and on a stop-out (`so: ...`): the
 * remainder of a partly closed copy carries no tag, so the link table, not the tag, is the record of a
 * copy once it is confirmed.
 */

/** The tag for one (subscription, master order); both ids positive safe integers. */
export function copyTag(subscriptionId: number, masterTicket: number): string {
  if (!isId(subscriptionId) || !isId(masterTicket)) {
    throw new RangeError(`copyTag: ids must be positive safe integers (${subscriptionId}, ${masterTicket})`);
  }
  return `c${subscriptionId.toString(36)}.${masterTicket.toString(36)}`;
}

/** The ids a tag carries. */
export type CopyTagIds = { subscriptionId: number; masterTicket: number };

// Canonical base 36 (no leading zero), at most 11 digits, and not followed by another base-36 digit, so a
// broker's suffix (`[sl]`, ` [tp]`) is tolerated and a longer word is not misread as a tag.
const TAG = /^c([1-9a-z][0-9a-z]{0,10})\.([1-9a-z][0-9a-z]{0,10})(?![0-9a-z])/;

/**
 * The ids in an order comment that starts with a copy tag, or null. Tolerates case changes, leading
 * blanks and anything a broker appends after the tag, including a suffix cut short at 31 characters.
 */
export function parseCopyTag(comment: string): CopyTagIds | null {
  const match = TAG.exec(comment.trimStart().toLowerCase());
  if (!match) return null;
  const subscriptionId = Number.parseInt(match[1] ?? '', 36);
  const masterTicket = Number.parseInt(match[2] ?? '', 36);
  return isId(subscriptionId) && isId(masterTicket) ? { subscriptionId, masterTicket } : null;
}

function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}
