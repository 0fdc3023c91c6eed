import { describe, expect, it } from 'vitest';
import { decideClose } from './decide-close';
import { link } from './test-support';

describe('master close: the copy closes in full', () => {
  it('closes all 0.50 lots of the follower position', () => {
    expect(decideClose(link())).toEqual({ kind: 'close', followerTicket: 9001, lots: 50, full: true });
  });

  it('a reversed copy closes the same way', () => {
    expect(decideClose(link({ direction: 2 }, { type: 1 }))).toMatchObject({ kind: 'close', lots: 50 });
  });

  it("a pending copy is deleted when the master's order goes", () => {
    expect(decideClose(link({}, { type: 5 }))).toEqual({ kind: 'delete', followerTicket: 9001 });
  });

  it('a master order without a copy link: NOT_COPIED', () => {
    expect(decideClose(null)).toEqual({ kind: 'skip', reason: 'NOT_COPIED' });
  });
});
