import { describe, expect, it } from 'vitest';
import { decideClose } from './decide-close';
import { decideOpen } from './decide-open';
import { NOW, account, link, openInput } from './test-support';

describe('signal age: opens expire after 60 s, closes never', () => {
  it('an open seen 61 s ago is not copied', () => {
    expect(decideOpen(openInput({ signalTime: NOW - 61_000 }))).toEqual({
      kind: 'skip',
      reason: 'SIGNAL_TOO_OLD',
      detail: { ageMs: 61_000 },
    });
  });

  it('an open seen exactly 60 s ago is still copied', () => {
    expect(decideOpen(openInput({ signalTime: NOW - 60_000 }))).toMatchObject({ kind: 'open', lots: 200 });
  });

  it('a signal stamped after now (clocks apart) counts as fresh', () => {
    expect(decideOpen(openInput({ signalTime: NOW + 5_000 }))).toMatchObject({ kind: 'open' });
  });

  it('the close of a position whose master closed an hour ago is still decided', () => {
    expect(decideClose(link())).toEqual({ kind: 'close', followerTicket: 9001, lots: 50, full: true });
  });

  it('the account state is checked first: a disconnected follower is reported as such, not as late', () => {
    const input = openInput({ signalTime: NOW - 61_000, follower: account({ connected: false }) });
    expect(decideOpen(input)).toEqual({ kind: 'skip', reason: 'ACCOUNT_DISCONNECTED' });
  });
});
