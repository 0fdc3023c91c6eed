import { describe, expect, it } from 'vitest';
import { decideCancel } from './cancel';
import { decideClose } from './decide-close';
import { decideOpen } from './decide-open';
import { link, openInput, settings } from './test-support';

const position = link();
const pending = link({ masterTicket: 5002 }, { ticket: 9002, type: 2 });

describe('cancelling a subscription in each close mode', () => {
  it('close following the trader: positions keep following, pending copies go, the subscription is closing', () => {
    expect(decideCancel('followTrader', [position, pending])).toEqual({
      subscription: 'closing',
      links: [
        { masterTicket: 5001, followerTicket: 9001, action: 'follow' },
        { masterTicket: 5002, followerTicket: 9002, action: 'delete' },
      ],
    });
  });

  it('while closing, no new opens, but the master close still closes the copy', () => {
    expect(decideOpen(openInput({ settings: settings({ cancelled: true }) }))).toEqual({
      kind: 'skip',
      reason: 'SUBSCRIPTION_CLOSING',
    });
    expect(decideClose(position)).toMatchObject({ kind: 'close', full: true });
  });

  it('close manually: positions are detached for the follower, pending copies go, the subscription ends', () => {
    expect(decideCancel('manual', [position, pending])).toEqual({
      subscription: 'ended',
      links: [
        { masterTicket: 5001, followerTicket: 9001, action: 'detach' },
        { masterTicket: 5002, followerTicket: 9002, action: 'delete' },
      ],
    });
  });

  it('with nothing left to follow the subscription ends at once in either mode', () => {
    expect(decideCancel('followTrader', [])).toEqual({ subscription: 'ended', links: [] });
    expect(decideCancel('followTrader', [pending]).subscription).toBe('ended');
  });

  it('after a manual cancel the detached copy is no longer a link: the master close is NOT_COPIED', () => {
    expect(decideClose(null)).toEqual({ kind: 'skip', reason: 'NOT_COPIED' });
  });
});
